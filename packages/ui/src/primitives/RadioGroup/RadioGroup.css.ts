import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { choiceOffset, choiceSize, row } from '../Checkbox/Checkbox.css';

export const circle = style({
  flexShrink: 0,
  width: choiceSize,
  height: choiceSize,
  marginTop: choiceOffset,
  borderRadius: vars.radius.pill,
  border: `${vars.space.xxsmall} solid ${vars.border.field}`,
  background: vars.surface.card,
  selectors: {
    [`${row}[data-hovered] &`]: { borderColor: vars.border.fieldHover },
    [`${row}[data-selected] &`]: { borderColor: vars.tone.brand.strong, borderWidth: `calc(${vars.space.xsmall} + ${vars.space.xxsmall})` },
    [`${row}[data-focus-visible] &`]: { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    [`${row}[data-invalid] &`]: { borderColor: vars.border.critical },
    [`${row}[data-disabled] &`]: { background: vars.surface.disabled, borderColor: vars.border.hairline },
  },
});
