import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const titleCell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const titleLink = style({ fontWeight: vars.font.weightMedium, overflow: 'hidden', textOverflow: 'ellipsis' });
export const secondary = style({
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
/** Numbers right-aligned with tabular figures (DESIGN "Lists"). */
export const number = style({ display: 'block', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:enabled': { background: vars.tone.neutral.soft, color: vars.text.primary },
    '&[aria-pressed="true"]': { color: vars.tone.caution.strong },
    '&:focus-visible:not([data-pointer])': {
      outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&:disabled': { cursor: 'wait', opacity: 0.6 },
  },
});
