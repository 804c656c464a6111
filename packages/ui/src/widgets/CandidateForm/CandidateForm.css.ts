import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: '48rem' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, border: 0, margin: 0, padding: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.type.heading3.size,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.font.weightBold,
});
// Two fields side by side while there is room (names, postcode and city), one column on narrow screens.
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.medium });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'flex-end' });
