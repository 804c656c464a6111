import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { row } from '../Checkbox/Checkbox.css';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '34px',
  height: '20px',
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
  top: '3px',
  left: '3px',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.pill,
  background: vars.surface.card,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${row}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
