import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.text.secondary,
  fontSize: vars.type.small.size,
  selectors: { '&[aria-current="step"]': { color: vars.tone.brand.strong, fontWeight: vars.font.weightBold } },
});
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.border.field}`,
  fontSize: vars.type.xsmall.size,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      background: vars.tone.brand.strong,
      borderColor: vars.tone.brand.strong,
      color: vars.tone.brand.onStrong,
    },
    [`${step}[data-done] &`]: { background: vars.tone.brand.soft, borderColor: vars.tone.brand.border, color: vars.tone.brand.onSoft },
  },
});
export const separator = style({ color: vars.border.field });
export const heading = style({
  margin: 0,
  fontSize: vars.type.heading3.size,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.font.weightBold,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset } },
});
export const position = style({ fontSize: vars.type.small.size, color: vars.text.secondary });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  borderTop: `1px solid ${vars.border.hairline}`,
  paddingTop: vars.space.medium,
});
/**
 * Stays at the bottom of the scrolling dialog body, over the step's content: it covers the body's
 * bottom padding too (a negative offset and margin of that padding), so nothing scrolls below it.
 */
export const stickyFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.xlarge})`,
  zIndex: 1,
  background: vars.surface.card,
  paddingBottom: vars.space.xlarge,
  marginBottom: `calc(-1 * ${vars.space.xlarge})`,
});
export const spacer = style({ flex: 1 });
