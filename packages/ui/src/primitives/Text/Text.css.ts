import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const text = recipe({
  base: { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xsmall: { fontSize: vars.type.xsmall.size, lineHeight: vars.type.xsmall.lineHeight },
      small: { fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight },
      body: { fontSize: vars.type.body.size, lineHeight: vars.type.body.lineHeight },
      large: { fontSize: vars.type.large.size, lineHeight: vars.type.large.lineHeight },
    },
    tone: {
      primary: { color: vars.text.primary },
      secondary: { color: vars.text.secondary },
      critical: { color: vars.text.critical },
      positive: { color: vars.tone.positive.strong },
      brand: { color: vars.tone.brand.strong },
    },
    weight: {
      regular: { fontWeight: vars.font.weightRegular },
      medium: { fontWeight: vars.font.weightMedium },
      bold: { fontWeight: vars.font.weightBold },
    },
    truncate: { true: { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' }, false: {} },
  },
  defaultVariants: { size: 'body', tone: 'primary', weight: 'regular', truncate: false },
});

export const heading = recipe({
  base: { margin: 0, fontWeight: vars.font.weightBold, color: vars.text.primary, overflowWrap: 'anywhere' },
  variants: {
    size: {
      '1': { fontSize: vars.type.heading1.size, lineHeight: vars.type.heading1.lineHeight },
      '2': { fontSize: vars.type.heading2.size, lineHeight: vars.type.heading2.lineHeight },
      '3': { fontSize: vars.type.heading3.size, lineHeight: vars.type.heading3.lineHeight },
      '4': { fontSize: vars.type.heading4.size, lineHeight: vars.type.heading4.lineHeight },
    },
  },
});
