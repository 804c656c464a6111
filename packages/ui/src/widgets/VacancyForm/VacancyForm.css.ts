import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The form takes the page's column; its sections stack. */
export const form = style({ display: 'block', width: '100%' });

/** The buttons at the end, right-aligned; they wrap under each other on narrow screens. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The form-level message: a full-width row above the buttons. */
export const message = style({ flexBasis: '100%', display: 'flex', flexDirection: 'column' });
