import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  background: vars.surface.veil,
});
export const fullPage = style({ position: 'fixed' });
export const logo = style({
  fontSize: vars.type.heading2.size,
  fontWeight: vars.font.weightBold,
  color: vars.tone.brand.strong,
  letterSpacing: '0.02em',
});
export const text = style({ color: vars.text.secondary });
