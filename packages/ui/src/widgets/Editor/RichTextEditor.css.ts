import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const frame = style({
  position: 'relative',
  border: `1px solid ${vars.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.surface.card,
  selectors: {
    '&:focus-within': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, borderColor: vars.focus.ring },
    '&[data-invalid]': { borderColor: vars.border.critical },
    '&[data-disabled]': { background: vars.surface.disabled, color: vars.text.disabled },
  },
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.border.hairline}`,
  background: vars.surface.sunken,
  borderTopLeftRadius: vars.radius.medium,
  borderTopRightRadius: vars.radius.medium,
});
export const separator = style({ width: '1px', alignSelf: 'stretch', background: vars.border.hairline, marginInline: vars.space.xxsmall });
export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.text.primary,
  font: 'inherit',
  fontSize: vars.type.small.size,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.neutral.soft },
    '&[data-selected], &[data-pressed]': {
      background: vars.tone.brand.soft,
      color: vars.tone.brand.onSoft,
      borderColor: vars.tone.brand.border,
    },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: '0' },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const glyph = style({ fontWeight: vars.font.weightBold, minWidth: '1em', textAlign: 'center' });
export const menu = style({
  minWidth: '10em',
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.type.body.size,
  color: vars.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.tone.brand.soft },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.text.disabled },
  },
});
export const swatch = style({ width: '1em', height: '1em', borderRadius: vars.radius.small, border: `1px solid ${vars.border.strong}` });
export const popoverForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: '16em' });
export const popoverActions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' });
export const emojiGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(6, auto)', gap: vars.space.xxsmall });
export const emojiButton = style([tool, { fontSize: vars.type.large.size }]);

export const content = style({
  minHeight: '8em',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.primary,
});
globalStyle(`${content} .ProseMirror`, { outline: 'none', whiteSpace: 'pre-wrap', wordWrap: 'break-word', minHeight: '7em' });
globalStyle(`${content} .ProseMirror p, ${content} .ProseMirror blockquote, ${content} .ProseMirror ul, ${content} .ProseMirror ol`, {
  margin: `0 0 ${vars.space.small}`,
});
globalStyle(`${content} .ProseMirror blockquote`, {
  borderLeft: `3px solid ${vars.border.strong}`,
  paddingLeft: vars.space.medium,
  color: vars.text.secondary,
});
globalStyle(`${content} .ProseMirror table`, {
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  width: '100%',
  margin: `0 0 ${vars.space.small}`,
});
globalStyle(`${content} .ProseMirror td, ${content} .ProseMirror th`, {
  border: `1px solid ${vars.border.strong}`,
  padding: vars.space.xxsmall,
  verticalAlign: 'top',
  position: 'relative',
});
globalStyle(`${content} .ProseMirror .selectedCell`, { background: vars.tone.brand.soft });
globalStyle(`${content} .ProseMirror .mention`, {
  color: vars.text.link,
  background: vars.tone.info.soft,
  borderRadius: vars.radius.small,
  paddingInline: vars.space.xxsmall,
});
globalStyle(`${content} .ProseMirror a`, { color: vars.text.link });
globalStyle(`${content} .ProseMirror[data-empty]::before`, {
  content: 'attr(data-placeholder)',
  color: vars.text.secondary,
  position: 'absolute',
  pointerEvents: 'none',
});
globalStyle(`${content} .ProseMirror-gapcursor`, { display: 'none', pointerEvents: 'none', position: 'absolute' });
globalStyle(`${content} .ProseMirror-focused .ProseMirror-gapcursor`, { display: 'block' });
globalStyle(`${content} .ProseMirror-gapcursor::after`, {
  content: '""',
  display: 'block',
  position: 'absolute',
  top: '-2px',
  width: '20px',
  borderTop: `1px solid ${vars.text.primary}`,
});

export const suggestions = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  minWidth: '12em',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
});
export const suggestion = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.tone.brand.soft, color: vars.tone.brand.onSoft } },
});
export const error = style({ fontSize: vars.type.small.size, color: vars.text.critical, margin: 0 });
export const description = style({ fontSize: vars.type.small.size, color: vars.text.secondary, margin: 0 });
export const attachments = style({ marginTop: vars.space.xsmall });
