import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const tooltip = style({
  maxWidth: '280px',
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
export const arrow = style({ fill: vars.surface.inverse, display: 'block' });
