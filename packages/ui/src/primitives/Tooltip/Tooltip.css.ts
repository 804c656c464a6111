import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const tooltip = style({
  maxWidth: vars.size.tooltipMax,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.surface.inverse,
  color: vars.text.inverse,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
});
export const arrow = style({
  fill: vars.surface.inverse,
  display: 'block',
  // Drawn pointing down (placement top); turned to point at the trigger on the other sides.
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});
