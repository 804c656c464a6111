import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xsmall, width: '100%' });
export const label = style({ fontSize: vars.type.small.size, color: vars.text.primary, overflowWrap: 'anywhere' });
export const value = style({ fontSize: vars.type.small.size, color: vars.text.secondary, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  gridColumn: '1 / -1',
  height: vars.size.progressTrack,
  borderRadius: vars.radius.pill,
  background: vars.tone.neutral.soft,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.tone.brand.strong,
  transition: `width ${vars.motion.durationMedium} ${vars.motion.easing}`,
});
export const indeterminate = style({ width: '40%', animation: `${slide} 1.2s ease-in-out infinite` });
export const critical = style({ background: vars.tone.critical.strong });
