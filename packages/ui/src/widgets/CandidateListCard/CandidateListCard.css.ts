import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const card = style({
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.card,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

// The title and the consultant beside the status while there is room, the status wrapping below in a narrow column.
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: '1 1 16rem' });
export const title = style({ overflowWrap: 'anywhere' });
export const secondary = style({
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  overflowWrap: 'anywhere',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const documents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
