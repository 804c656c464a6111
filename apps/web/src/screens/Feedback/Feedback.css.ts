import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  fontSize: vars.type.small.size,
});
export const term = style({ color: vars.text.secondary });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
// A middle dot between the sender's name and address, not part of the text read out.
export const email = style({ '::before': { content: '" · "' } });
