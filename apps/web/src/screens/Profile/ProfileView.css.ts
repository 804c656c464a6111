import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const page = style({ maxWidth: vars.size.contentMax, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.large}` });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});
