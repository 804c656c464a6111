import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.text.secondary,
});
export const icon = style({ color: vars.tone.neutral.border });
export const title = style({
  margin: 0,
  fontSize: vars.type.heading4.size,
  lineHeight: vars.type.heading4.lineHeight,
  color: vars.text.primary,
  fontWeight: vars.font.weightBold,
});
export const description = style({ margin: 0, maxWidth: '48ch' });
export const action = style({ marginTop: vars.space.small });
