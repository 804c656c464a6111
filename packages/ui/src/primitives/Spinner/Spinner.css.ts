import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: vars.size.icon, height: vars.size.icon, borderWidth: '2px' },
      medium: { width: vars.size.controlSmall, height: vars.size.controlSmall, borderWidth: '3px' },
      large: { width: vars.size.controlLarge, height: vars.size.controlLarge, borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small, color: vars.tone.brand.strong });

/** ProgressCircle: the circle in the brand tone, its label in the surrounding text colour. */
export const progress = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const circleTone = style({ color: vars.tone.brand.strong });
