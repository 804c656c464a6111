import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** A field: label above the control, then description and error. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.text.primary,
  overflowWrap: 'anywhere',
});

export const required = style({ color: vars.text.critical, marginInlineStart: vars.space.xxsmall });

export const description = style({ fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight, color: vars.text.secondary });

export const error = style({ fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight, color: vars.text.critical });

/** The box of a text-like control (input, textarea, select button, date group). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.primary,
  background: vars.surface.card,
  border: `1px solid ${vars.border.field}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.border.fieldHover },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
      outlineOffset: '0',
      borderColor: vars.focus.ring,
    },
    '&[data-invalid]': { borderColor: vars.border.critical },
    '&[data-disabled]': {
      background: vars.surface.disabled,
      color: vars.text.disabled,
      borderColor: vars.border.hairline,
      cursor: 'not-allowed',
    },
    '&[readonly], &[data-readonly]': { background: vars.surface.sunken },
  },
});

/** An input inside a control box (the box draws border and focus). */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  selectors: { '&::placeholder': { color: vars.text.secondary } },
});

export const adornment = style({ color: vars.text.secondary, fontSize: vars.type.small.size, whiteSpace: 'nowrap' });
