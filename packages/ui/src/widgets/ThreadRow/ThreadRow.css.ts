import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

// The actions sit beside the details while there is room and wrap below them in a narrow column.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  selectors: { [`${list} > &:not(:first-child)`]: { borderTop: `1px solid ${vars.border.hairline}` } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: '1 1 18rem' });
export const subject = style({ overflowWrap: 'anywhere' });
export const unreadSubject = style({ fontWeight: vars.font.weightBold });
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
export const secondary = style({ color: vars.text.secondary, fontSize: vars.type.small.size, lineHeight: vars.type.small.lineHeight });
export const preview = style([
  secondary,
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%', overflowWrap: 'normal' },
]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, flex: '0 1 auto' });
