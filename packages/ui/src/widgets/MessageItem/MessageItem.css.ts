import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.border.hairline}`,
  minWidth: 0,
});
export const own = style({ background: vars.surface.sunken });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  justifyContent: 'space-between',
});
export const who = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.small, minWidth: 0 });
export const author = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere', margin: 0, fontSize: 'inherit' });
export const secondary = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const deleted = style([secondary, { fontStyle: 'italic' }]);
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const file = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xsmall });
