import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
} as const;

export const link = style({
  ...base,
  selectors: {
    '&[data-hovered]': { color: vars.text.linkHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

/** RowLink: a native anchor, so the states come from CSS pseudo-classes, not React Aria's data attributes. */
export const rowLink = style({
  ...base,
  selectors: {
    '&:hover': { color: vars.text.linkHover, textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});
