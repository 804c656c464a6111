import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

// A line down the left joins the entries; each entry's dot sits on it.
export const entry = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.large,
  paddingBlockEnd: vars.space.medium,
  borderInlineStart: `2px solid ${vars.border.hairline}`,
  marginInlineStart: vars.space.xsmall,
  selectors: { '&:last-child': { borderInlineStartColor: 'transparent' } },
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `calc(-1 * ${vars.space.xsmall} - 1px)`,
    top: vars.space.xxsmall,
    width: vars.space.small,
    height: vars.space.small,
    borderRadius: vars.radius.pill,
    background: vars.surface.card,
    border: `2px solid ${vars.border.strong}`,
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
export const title = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
// A middle dot between the time and who, not part of the text read out.
export const actor = style({ '::before': { content: '" · "' } });
export const details = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.small });
export const term = style({ color: vars.text.secondary, fontSize: vars.type.small.size });
export const definition = style({ margin: 0, fontSize: vars.type.small.size, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.text.secondary, margin: 0 });
