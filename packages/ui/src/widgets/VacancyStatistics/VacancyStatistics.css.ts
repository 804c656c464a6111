import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});
export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.surface.card,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});
export const term = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const value = style({
  margin: 0,
  fontSize: vars.type.heading3.size,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
