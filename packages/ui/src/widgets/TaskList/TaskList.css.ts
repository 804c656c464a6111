import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockStart: `1px solid ${vars.border.hairline}`,
  selectors: { '&:first-child': { borderBlockStart: 'none' } },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0, flex: '1 1 16rem' });
export const what = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  overflowWrap: 'anywhere',
});
export const note = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
