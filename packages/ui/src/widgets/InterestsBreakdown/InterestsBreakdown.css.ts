import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.medium });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
export const label = style({ fontSize: vars.type.small.size, color: vars.text.primary, overflowWrap: 'anywhere' });
export const remainderLabel = style({ fontSize: vars.type.small.size, color: vars.text.secondary, fontStyle: 'italic' });
export const percent = style({ fontSize: vars.type.small.size, color: vars.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.tone.neutral.soft,
  overflow: 'hidden',
});
export const bar = style({ display: 'block', height: '100%', borderRadius: vars.radius.pill, background: vars.tone.brand.strong });
export const remainderBar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.tone.neutral.border,
});
