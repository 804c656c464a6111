import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const steppers = style({ display: 'inline-flex', gap: vars.space.xxsmall, marginInlineEnd: `calc(${vars.space.small} * -1)` });
export const stepper = style({
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: vars.tone.neutral.soft,
  color: vars.text.primary,
  fontSize: vars.type.large.size,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.neutral.softHover },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
