import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, borderBottom: `1px solid ${vars.border.hairline}` });
export const tab = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.text.secondary,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.text.primary, background: vars.tone.neutral.soft },
    '&[data-selected]': { color: vars.tone.brand.strong, borderBottomColor: vars.tone.brand.strong },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` } },
});
