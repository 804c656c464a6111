import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const barHeight = vars.space.xsmall;
const barOffset = `calc(${vars.space.xsmall} / -2)`;
const thumbSize = `calc(${vars.size.icon} + ${vars.space.xxsmall})`;

export const slider = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xsmall, width: '100%' });
export const output = style({ fontVariantNumeric: 'tabular-nums', color: vars.text.secondary, fontSize: vars.type.small.size });
export const track = style({
  gridColumn: '1 / -1',
  // Inset by half a thumb so the thumb stays inside the field at both ends.
  marginInline: `calc(${thumbSize} / 2)`,
  position: 'relative',
  height: vars.size.controlSmall,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: barHeight,
      marginTop: barOffset,
      borderRadius: vars.radius.pill,
      background: vars.border.hairline,
    },
  },
});
export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: barHeight,
  marginTop: barOffset,
  borderRadius: vars.radius.pill,
  background: vars.tone.brand.strong,
});
export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.pill,
  background: vars.surface.card,
  border: `${vars.space.xxsmall} solid ${vars.tone.brand.strong}`,
  boxShadow: vars.shadow.card,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', background: vars.tone.brand.soft },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { borderColor: vars.border.hairline, cursor: 'not-allowed' },
  },
});
