import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A term: label, days and badge, then the actions; the actions wrap under a long (German) label. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.border.hairline}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const term = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  flex: '1 1 16em',
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
});

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.text.primary, overflowWrap: 'anywhere', minWidth: 0 });

export const days = style({ color: vars.text.secondary, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', gap: vars.space.xsmall, marginInlineStart: 'auto' });
