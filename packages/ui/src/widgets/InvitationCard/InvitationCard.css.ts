import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.hairline}`,
  background: vars.surface.card,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: '1 1 20rem' });
export const title = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const message = style([
  secondary,
  { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', margin: 0 },
]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, flex: '0 1 auto' });
