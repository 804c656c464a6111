import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall });
export const label = style({ fontSize: vars.type.body.size, fontWeight: vars.font.weightMedium, color: vars.text.primary });
export const stars = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[aria-disabled="true"]': { opacity: 0.6 },
  },
});
export const interactive = style({ cursor: 'pointer' });
export const star = style({ display: 'block', color: vars.tone.caution.border });
export const empty = style({ color: vars.tone.neutral.softHover, stroke: vars.tone.neutral.border, strokeWidth: 1 });
export const badge = style({
  display: 'inline-flex',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.pill,
  background: vars.tone.info.soft,
  color: vars.tone.info.onSoft,
  fontSize: vars.type.xsmall.size,
  fontWeight: vars.font.weightBold,
  lineHeight: '18px',
});
