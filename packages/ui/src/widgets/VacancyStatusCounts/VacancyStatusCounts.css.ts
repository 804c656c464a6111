import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.hairline}`,
  background: vars.surface.card,
  minWidth: 0,
});

export const term = style({ margin: 0, overflowWrap: 'anywhere' });
export const count = style({
  margin: 0,
  fontSize: vars.type.heading2.size,
  lineHeight: vars.type.heading2.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
export const zero = style({ color: vars.text.secondary });
export const totalLabel = style({ fontWeight: vars.font.weightMedium });
