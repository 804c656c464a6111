import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `min(90vw, ${vars.size.popoverMax})`,
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
});

export const menu = style({
  padding: vars.space.xsmall,
  outline: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
});

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.small,
    color: vars.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    // Long (German) labels wrap inside the popover instead of widening or overflowing it.
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    selectors: {
      '&[data-focused]': { background: vars.tone.brand.soft, color: vars.tone.brand.onSoft },
      '&[data-pressed]': { background: vars.tone.brand.softHover },
      // The ring sits just inside the item, so neighbours and the popover's edge never cut it.
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
        outlineOffset: `calc(${vars.focus.ringWidth} * -1)`,
      },
      '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      critical: {
        color: vars.text.critical,
        selectors: {
          '&[data-focused]': { background: vars.tone.critical.soft, color: vars.tone.critical.onSoft },
          '&[data-pressed]': { background: vars.tone.critical.softHover },
          '&[data-disabled]': { color: vars.text.disabled },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const description = style({
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  color: vars.text.secondary,
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.type.xsmall.size,
  lineHeight: vars.type.xsmall.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.text.secondary,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} 0`,
  border: 'none',
  background: vars.border.hairline,
});

/** A trigger that is only its text, as the text around it (the user's name in the top bar). */
export const textTrigger = style({
  all: 'unset',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.text.disabled },
  },
});
