import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, maxWidth: '100%' });
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'end',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
