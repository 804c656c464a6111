import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const overlay = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.medium,
    padding: vars.space.large,
    background: vars.surface.veil,
    textAlign: 'center',
  },
  variants: {
    fullPage: { true: { position: 'fixed' }, false: {} },
  },
  defaultVariants: { fullPage: false },
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const mark = style({ width: vars.size.controlMedium, height: vars.size.controlMedium, flexShrink: 0 });
export const markTile = style({ fill: vars.tone.brand.strong });
export const markLetter = style({
  fill: 'none',
  stroke: vars.tone.brand.onStrong,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const wordmark = style({
  fontSize: vars.type.heading2.size,
  lineHeight: vars.type.heading2.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.tone.brand.strong,
  letterSpacing: '0.02em',
});
export const text = style({
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.secondary,
  overflowWrap: 'anywhere',
});
