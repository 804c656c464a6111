import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const popover = style({
  maxWidth: `min(90vw, ${vars.size.popoverMax})`,
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
});
export const dialog = style({
  padding: vars.space.large,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
export const title = style({
  margin: 0,
  fontSize: vars.type.heading4.size,
  lineHeight: vars.type.heading4.lineHeight,
  fontWeight: vars.font.weightBold,
});
export const arrow = style({
  display: 'block',
  fill: vars.surface.raised,
  stroke: vars.border.hairline,
  // Drawn pointing down (placement top); turned to point at the trigger on the other sides.
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});
