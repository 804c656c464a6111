import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.border.hairline}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
export const author = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const spacer = style({ flex: '1 1 auto' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const noText = style({ margin: 0, color: vars.text.secondary, fontStyle: 'italic' });
export const empty = style({ color: vars.text.secondary, margin: 0 });
// A middle dot between the day and when it was changed, not part of the text read out.
export const edited = style({ '::before': { content: '" · "' } });
