import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Shared by Checkbox, Radio and Switch: the clickable row. */
export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.primary,
  selectors: { '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' } },
});

/** Edge of the checkbox square and radio circle: a little larger than an icon. */
export const choiceSize = `calc(${vars.size.icon} + ${vars.space.xxsmall})`;
/** Centres a choice box on the first line of its label. */
export const choiceOffset = `calc((${vars.type.body.lineHeight} - ${choiceSize}) / 2)`;

/** The native input: visually hidden (as React Aria's VisuallyHidden), still focusable and clickable through its label. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const box = style({
  flexShrink: 0,
  width: choiceSize,
  height: choiceSize,
  marginTop: choiceOffset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.space.xxsmall} solid ${vars.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.surface.card,
  color: vars.tone.brand.onStrong,
  selectors: {
    [`${row}:hover &`]: { borderColor: vars.border.fieldHover },
    [`${row}[data-selected] &, ${row}[data-indeterminate] &`]: { background: vars.tone.brand.strong, borderColor: vars.tone.brand.strong },
    [`${row}:not([data-pointer]) ${input}:focus-visible + &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
      outlineOffset: vars.focus.ringOffset,
    },
    [`${row}[data-invalid] &`]: { borderColor: vars.border.critical },
    [`${row}[data-disabled] &`]: { background: vars.surface.disabled, borderColor: vars.border.hairline },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, border: 'none', padding: 0, margin: 0 });
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const optionsInline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large });
