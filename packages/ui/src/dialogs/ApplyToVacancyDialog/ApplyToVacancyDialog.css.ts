import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The rules as a list inside the note. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
