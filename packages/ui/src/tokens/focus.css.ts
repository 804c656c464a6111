import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The one focus ring: brand tone, 2 px, with an offset, on keyboard focus only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});
