import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBlockStart: `1px solid ${vars.border.hairline}`,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
export const when = style({ fontWeight: 600 });
export const cancelled = style({ textDecoration: 'line-through', color: vars.text.secondary });
export const secondary = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
