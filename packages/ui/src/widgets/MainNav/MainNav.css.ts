import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const nav = style({ position: 'relative', minWidth: 0 });

/** The "Menu" button: only on narrow screens. */
export const toggle = style({
  display: 'inline-flex',
  '@media': { [wide]: { display: 'none' } },
});

/** Narrow: a stacked panel under the button while open; wide: one row of links. */
export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xsmall,
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: vars.zIndex.popover,
  minWidth: '14rem',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': {
    [wide]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      flexWrap: 'wrap',
      minWidth: 0,
      padding: 0,
      gap: vars.space.xsmall,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

export const item = style({ margin: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.text.primary,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  boxShadow: `inset 0 -2px 0 transparent`,
  selectors: {
    '&[data-hovered]': { background: vars.tone.neutral.soft },
    '&[aria-current="page"]': { color: vars.tone.brand.strong, boxShadow: `inset 0 -2px 0 ${vars.tone.brand.strong}` },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});

/** The count after a label: a strong badge, a little apart. */
export const count = style({ display: 'inline-flex', marginInlineStart: vars.space.xsmall, verticalAlign: 'middle' });
