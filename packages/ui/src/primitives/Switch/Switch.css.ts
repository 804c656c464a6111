import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { row } from '../Checkbox/Checkbox.css';

/** The track is one text line high and a little wider than two icons; the thumb sits inside it. */
const trackWidth = `calc(${vars.size.icon} * 2 + ${vars.space.xxsmall})`;
const trackHeight = vars.type.body.lineHeight;
const inset = vars.space.xxsmall;
const thumbSize = `calc(${trackHeight} - ${inset} * 2)`;

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.pill,
  background: vars.tone.neutral.strong,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${row}[data-selected] &`]: { background: vars.tone.brand.strong },
    [`${row}[data-focus-visible] &`]: { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    [`${row}[data-disabled] &`]: { background: vars.border.hairline },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.pill,
  background: vars.surface.card,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${row}[data-selected] &`]: { transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset} * 2))` } },
});
