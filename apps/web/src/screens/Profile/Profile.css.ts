import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.border.hairline}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
export const quote = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
