import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xxsmall });
export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0 });
export const segment = style({
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.text.secondary },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.tone.brand.strong, color: vars.tone.brand.onStrong },
  },
});
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.tone.brand.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.brand.soft },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const popover = style({
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  padding: vars.space.medium,
  zIndex: vars.zIndex.popover,
});
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});
export const calendarTitle = style({ fontSize: vars.type.body.size, fontWeight: vars.font.weightBold, margin: 0 });
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.type.xsmall.size,
  color: vars.text.secondary,
  fontWeight: vars.font.weightMedium,
  paddingBottom: vars.space.xsmall,
});
export const cell = style({
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.tone.brand.soft },
    '&[data-selected]': { background: vars.tone.brand.strong, color: vars.tone.brand.onStrong },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled], &[data-unavailable]': { color: vars.text.disabled, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
