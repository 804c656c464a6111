import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.xxlarge,
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'start',
});
export const title = style({ fontSize: vars.type.heading1.size, lineHeight: vars.type.heading1.lineHeight, color: vars.tone.brand.strong });
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.tone.brand.strong,
  color: vars.tone.brand.onStrong,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.tone.brand.strongHover },
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});
/** The vacancies take the column's full width (the page centres its other parts at the start). */
export const vacancies = style({ justifySelf: 'stretch' });
