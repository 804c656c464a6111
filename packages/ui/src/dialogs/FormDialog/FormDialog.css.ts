import { style } from '@vanilla-extract/css';

/** The form-level message: a full-width row above the footer's buttons (the footer wraps). */
export const message = style({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
});
