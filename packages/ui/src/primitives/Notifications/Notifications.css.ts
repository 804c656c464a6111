import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const focusRing = {
  outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
  outlineOffset: vars.focus.ringOffset,
};

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.xlarge,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.large,
  outline: 'none',
  // The region spans the width; only the bars take pointer input.
  pointerEvents: 'none',
});

export const bar = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    maxWidth: vars.size.notificationMax,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.family,
    fontSize: vars.type.body.size,
    lineHeight: vars.type.body.lineHeight,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      success: { background: vars.tone.positive.soft, color: vars.tone.positive.onSoft, borderColor: vars.tone.positive.border },
      error: { background: vars.tone.critical.soft, color: vars.tone.critical.onSoft, borderColor: vars.tone.critical.border },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const text = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const action = style({
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-pressed]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});
