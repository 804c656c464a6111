import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const fallback = style({
  minHeight: '10em',
  padding: vars.space.medium,
  border: `1px solid ${vars.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.sunken,
  color: vars.text.secondary,
  fontSize: vars.type.body.size,
});
