import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.xlarge,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.small,
  pointerEvents: 'none',
  paddingInline: vars.space.large,
});

export const bar = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.large,
    width: 'min(100%, 560px)',
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.raised,
    fontSize: vars.type.body.size,
    lineHeight: vars.type.body.lineHeight,
    border: '1px solid',
  },
  variants: {
    tone: {
      success: { background: vars.tone.positive.soft, color: vars.tone.positive.onSoft, borderColor: vars.tone.positive.border },
      error: { background: vars.tone.critical.soft, color: vars.tone.critical.onSoft, borderColor: vars.tone.critical.border },
    },
  },
});

export const text = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const action = style({
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}` },
  },
});
