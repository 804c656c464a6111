import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const wrapper = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  background: vars.surface.card,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.large,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.type.body.size,
  outline: 'none',
});
export const column = style({
  textAlign: 'start',
  padding: `0 ${vars.space.medium}`,
  height: vars.size.tableRow,
  fontSize: vars.type.small.size,
  fontWeight: vars.font.weightBold,
  color: vars.text.secondary,
  background: vars.surface.sunken,
  borderBottom: `1px solid ${vars.border.hairline}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
/** A sortable header: its button fills it (the whole header is pressed, as before). */
export const sortableColumn = style({ padding: 0 });
export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.text.primary },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: '-2px' },
  },
});
export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, maxWidth: '100%' });
export const sortIcon = style({
  color: vars.text.secondary,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.tone.brand.strong } },
});
/** Selectable rows (data-selectable) are pressed anywhere to tick them; the hover says so. */
export const row = style({
  height: vars.size.tableRow,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.border.hairline}` },
    '&[data-selected]': { background: vars.tone.brand.soft },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&[data-selectable]:hover:not([data-selected])': { background: vars.tone.neutral.soft } } },
  },
});
export const cell = style({
  padding: `0 ${vars.space.medium}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
/** The row header is a `<th scope="row">`: it looks like the other cells. */
export const rowHeader = style({ textAlign: 'start', fontWeight: 'inherit' });
/**
 * Room for the focus ring of a link or button in the cell (Tab reaches them): the clip edge moves out
 * by it above, below and at the start, the content stays put. Not at the end, where truncated content
 * would show further.
 */
const ringRoom = `calc(${vars.focus.ringWidth} + ${vars.focus.ringOffset})`;
export const cellContent = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: ringRoom,
  paddingInlineStart: ringRoom,
  marginBlock: `calc(-1 * ${ringRoom})`,
  marginInlineStart: `calc(-1 * ${ringRoom})`,
});
/** The selection column: a checkbox (an icon and its border) and its padding. */
export const checkboxCell = style({
  width: `calc(${vars.size.icon} + ${vars.space.xxsmall} + ${vars.space.small} + 2 * ${vars.space.medium})`,
  padding: `0 ${vars.space.medium}`,
  textOverflow: 'clip',
});
export const stateCell = style({ padding: vars.space.xlarge, textAlign: 'center', color: vars.text.secondary });
/** The loader row under the rows while more load: a row high, centred. */
export const loaderRow = style({ height: vars.size.tableRow });
globalStyle(`${loaderRow} > *`, { textAlign: 'center', verticalAlign: 'middle', color: vars.text.secondary });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.large,
  padding: `${vars.space.small} 0`,
  fontSize: vars.type.small.size,
  color: vars.text.secondary,
});
export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const range = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const pageSizeTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.surface.card,
  color: vars.text.primary,
  fontSize: vars.type.small.size,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.border.fieldHover },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { background: vars.surface.disabled, color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const pageSizePopover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
});
export const pageSizeList = style({ padding: vars.space.xsmall, outline: 'none' });
export const pageSizeOption = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.type.small.size,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.tone.brand.soft },
    '&[data-selected]': { fontWeight: vars.font.weightBold, color: vars.tone.brand.onSoft },
  },
});
export const pageButtons = style({ display: 'inline-flex', gap: vars.space.xxsmall });
