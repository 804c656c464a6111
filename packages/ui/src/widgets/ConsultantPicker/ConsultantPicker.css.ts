import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Two columns: filters at the side-panel width, results in the rest; the filters go above on narrow screens. */
export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, alignItems: 'flex-start' });
export const filters = style({
  flex: `1 1 ${vars.size.sidePanel}`,
  maxWidth: vars.size.sidePanel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
export const results = style({ flex: '999 1 0', minWidth: '50%', display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const heading = style({
  margin: 0,
  fontSize: vars.type.heading4.size,
  lineHeight: vars.type.heading4.lineHeight,
  color: vars.text.primary,
});
export const error = style({ margin: 0, color: vars.text.critical, fontSize: vars.type.body.size });
