import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/** A soft highlight passing from left to right. */
const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** Half the difference between a line's height and its font size: the bar is as tall as the text, the box as tall as the line. */
const lineInset = (type: { size: string; lineHeight: string }) => `calc((${type.lineHeight} - ${type.size}) / 2)`;

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    flexShrink: 0,
    borderRadius: vars.radius.small,
    backgroundColor: vars.tone.neutral.soft,
    backgroundImage: `linear-gradient(90deg, ${vars.tone.neutral.soft} 25%, ${vars.tone.neutral.softHover} 50%, ${vars.tone.neutral.soft} 75%)`,
    backgroundSize: '200% 100%',
    // Only the content box is painted, so a text bar keeps the height of a whole line around it.
    backgroundClip: 'content-box',
    animation: `${shimmer} calc(${vars.motion.durationMedium} * 8) ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    height: {
      text: { height: vars.type.body.lineHeight, paddingBlock: lineInset(vars.type.body) },
      heading: { height: vars.type.heading1.lineHeight, paddingBlock: lineInset(vars.type.heading1) },
      control: { height: vars.size.controlMedium, borderRadius: vars.radius.medium },
      block: { height: '100%', minHeight: `calc(${vars.size.controlLarge} * 2)`, borderRadius: vars.radius.medium },
    },
  },
  defaultVariants: { height: 'text' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });
