import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  border: `1px dashed ${vars.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.sunken,
  color: vars.text.secondary,
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.border.fieldHover },
    '&[data-drop-target]': {
      borderColor: vars.tone.brand.strong,
      borderStyle: 'solid',
      background: vars.tone.brand.soft,
      color: vars.text.primary,
    },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { background: vars.surface.disabled, color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const invalid = style({ borderColor: vars.border.critical });

export const dropText = style({ overflowWrap: 'anywhere' });
export const hint = style({ fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight, color: vars.text.secondary });
export const alert = style({
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  color: vars.text.critical,
  margin: 0,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.card,
  selectors: { '&[data-state="error"]': { borderColor: vars.border.critical } },
});
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, minWidth: 0 });
export const name = style({
  // A long name takes its own line in a narrow column rather than shrinking to nothing.
  flex: '1 1 40%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.type.body.size,
  fontWeight: vars.font.weightMedium,
  color: vars.text.primary,
});
export const meta = style({
  fontSize: vars.type.small.size,
  color: vars.text.secondary,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const state = style({
  fontSize: vars.type.small.size,
  whiteSpace: 'nowrap',
  color: vars.text.secondary,
  selectors: {
    '[data-state="success"] &': { color: vars.tone.positive.onSoft },
    '[data-state="error"] &': { color: vars.text.critical },
  },
});
export const actions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });
export const itemError = style({
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  color: vars.text.critical,
  overflowWrap: 'anywhere',
});
