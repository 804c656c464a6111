import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Fields side by side (the three dates; the fee and its percent), wrapping when the dialog is narrow. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});
