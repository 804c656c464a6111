import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The field box: chips wrap, the input takes the rest of the line. */
export const control = style({ paddingInlineEnd: vars.space.xsmall });
export const input = style({ minWidth: `calc(${vars.size.controlMedium} * 2)` });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.neutral.soft },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/**
 * The ComboBox's parts and the chips are laid out in one column: label, input box, chips, then
 * description and error. The chips live outside RAC's ComboBox (a collection inside it would join
 * the options' collection) and are placed under the box with `order`, which is also their tab order.
 */
export const root = style({});
export const combobox = style({ display: 'contents' });
globalStyle(`${combobox} > *`, { order: 3 });
globalStyle(`${combobox} > label`, { order: 1 });
globalStyle(`${combobox} > ${control}`, { order: 2 });
export const chips = style({ order: 2 });
export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.pill,
  background: vars.tone.brand.soft,
  color: vars.tone.brand.onSoft,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});
export const chipLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const newMark = style({ fontSize: vars.type.xsmall.size, fontStyle: 'italic' });
export const chipRemove = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.brand.softHover },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: `calc(${vars.size.controlMedium} * 6)`,
  maxWidth: '90vw',
  display: 'flex',
  flexDirection: 'column',
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
});
/** Eight rows of `listSizes.rowHeight` (= controlMedium), then it scrolls. */
export const listbox = style({
  display: 'block',
  maxHeight: `calc(${vars.size.controlMedium} * 8)`,
  overflow: 'auto',
  outline: 'none',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlMedium,
  boxSizing: 'border-box',
  paddingInline: vars.space.small,
  cursor: 'pointer',
  outline: 'none',
  color: vars.text.primary,
  fontSize: vars.type.body.size,
  selectors: {
    '&[data-focused]': { background: vars.tone.brand.soft },
    '&[data-selected]': { fontWeight: vars.font.weightBold, color: vars.tone.brand.onSoft },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const check = style({ display: 'inline-flex', width: vars.space.medium, flexShrink: 0 });
export const optionText = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small, minWidth: 0, flex: 1 });
export const optionLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const optionDescription = style({
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  fontWeight: vars.font.weightRegular,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  flexShrink: 1,
});
export const message = style({ padding: vars.space.medium, color: vars.text.secondary, fontSize: vars.type.body.size });
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.border.hairline}`,
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
});

/** The spinner in the field while a page loads (decorative: the list holds the labelled progressbar). */
export const fieldSpinner = style({ display: 'inline-flex' });
/** The "Loading more…" row at the end of the list: a progressbar, never an option to pick. */
export const loaderRow = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlMedium,
  boxSizing: 'border-box',
  paddingInline: vars.space.medium,
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
});
