import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const card = style({
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.card,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

// The summary: the candidate and the consultant beside the status while there is room, wrapping below in a narrow column.
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.small });
export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: '1 1 16rem' });
export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const secondary = style({
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  overflowWrap: 'anywhere',
});
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  flex: '0 1 14rem',
});
export const line = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.small, rowGap: vars.space.xxsmall });

export const details = style({
  borderTop: `1px solid ${vars.border.hairline}`,
  paddingTop: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
