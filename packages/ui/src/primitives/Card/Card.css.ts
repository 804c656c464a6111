import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const card = style({
  background: vars.surface.card,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.border.hairline}`,
});
export const title = style({
  margin: 0,
  fontSize: vars.type.heading4.size,
  lineHeight: vars.type.heading4.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
export const body = style({ padding: vars.space.large });
