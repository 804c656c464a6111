import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });
export const header = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });
export const badges = style({ display: 'flex', gap: vars.space.xxsmall, flexWrap: 'wrap' });
export const since = style({ fontSize: vars.type.xsmall.size, color: vars.text.secondary });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.type.small.size,
});
export const term = style({ color: vars.text.secondary });
export const detail = style({ margin: 0, color: vars.text.primary, overflowWrap: 'anywhere' });
