import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const filled = (tone: keyof typeof vars.tone) => ({
  background: vars.tone[tone].strong,
  color: vars.tone[tone].onStrong,
  borderColor: vars.tone[tone].strong,
  selectors: {
    '&[data-hovered]': { background: vars.tone[tone].strongHover, borderColor: vars.tone[tone].strongHover },
    '&[data-pressed]': { background: vars.tone[tone].strongHover },
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weightMedium,
    fontFamily: vars.font.family,
    cursor: 'pointer',
    textAlign: 'center',
    whiteSpace: 'normal',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&[data-disabled]': {
        background: vars.surface.disabled,
        color: vars.text.disabled,
        borderColor: vars.border.hairline,
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: filled('brand'),
      critical: filled('critical'),
      secondary: {
        background: vars.surface.card,
        color: vars.tone.brand.strong,
        borderColor: vars.tone.brand.border,
        selectors: { '&[data-hovered]': { background: vars.tone.brand.soft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.tone.brand.strong,
        borderColor: 'transparent',
        selectors: { '&[data-hovered]': { background: vars.tone.brand.soft } },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.small,
        fontSize: vars.type.small.size,
        lineHeight: vars.type.small.lineHeight,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        paddingInline: vars.space.medium,
        fontSize: vars.type.body.size,
        lineHeight: vars.type.body.lineHeight,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.large,
        fontSize: vars.type.large.size,
        lineHeight: vars.type.large.lineHeight,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const pendingLabel = style({ opacity: 0 });
export const pendingWrapper = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
export const pendingSpinner = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' });
