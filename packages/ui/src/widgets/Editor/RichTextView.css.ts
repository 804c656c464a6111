import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Rich text as read (a rendered mail, a stored text): the editor's type, without its frame. */
export const view = style({
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.primary,
  overflowWrap: 'anywhere',
});
globalStyle(`${view} p, ${view} blockquote, ${view} ul, ${view} ol, ${view} table`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${view} > :last-child`, { marginBottom: 0 });
globalStyle(`${view} blockquote`, { borderLeft: `3px solid ${vars.border.strong}`, paddingLeft: vars.space.medium });
globalStyle(`${view} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${view} td, ${view} th`, { border: `1px solid ${vars.border.strong}`, padding: vars.space.xxsmall, verticalAlign: 'top' });
globalStyle(`${view} a`, { color: vars.text.link });
