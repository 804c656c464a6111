import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.xxlarge,
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'start',
});
export const title = style({ fontSize: vars.type.heading1.size, lineHeight: vars.type.heading1.lineHeight, color: vars.tone.brand.strong });
