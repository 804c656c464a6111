import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  padding: vars.space.small,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.card,
  minWidth: 0,
});
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });
export const cardName = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
export const cardLine = style({ fontSize: vars.type.small.size, color: vars.text.secondary, overflowWrap: 'anywhere' });
export const preview = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.sunken,
});
export const subject = style({ margin: `0 0 ${vars.space.small}`, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const status = style({ color: vars.text.secondary, fontSize: vars.type.body.size });
