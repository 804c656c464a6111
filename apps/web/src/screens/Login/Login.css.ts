import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const page = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xxlarge} ${vars.space.large}` });
export const card = style({
  width: '100%',
  maxWidth: '400px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.surface.card,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});
export const title = style({ margin: 0, fontSize: vars.type.heading2.size, lineHeight: vars.type.heading2.lineHeight });
