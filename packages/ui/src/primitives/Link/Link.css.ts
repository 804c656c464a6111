import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.text.linkHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
