import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
      '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.text.secondary,
        selectors: { '&[data-hovered]': { background: vars.tone.neutral.soft, color: vars.text.primary } },
      },
      secondary: {
        background: vars.surface.card,
        color: vars.tone.brand.strong,
        borderColor: vars.tone.brand.border,
        selectors: { '&[data-hovered]': { background: vars.tone.brand.soft } },
      },
      critical: {
        background: 'transparent',
        color: vars.tone.critical.strong,
        selectors: { '&[data-hovered]': { background: vars.tone.critical.soft } },
      },
    },
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.controlMedium, height: vars.size.controlMedium },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});
