import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const hint = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
