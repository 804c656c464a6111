import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexWrap: 'wrap',
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.surface.card,
  borderBottom: `1px solid ${vars.border.hairline}`,
});
export const brand = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.type.large.size,
  color: vars.tone.brand.strong,
  textDecoration: 'none',
});
export const spacer = style({ flex: 1 });
export const languages = style({ display: 'inline-flex', gap: vars.space.xxsmall });
export const user = style({ color: vars.text.secondary });
/** The global loading indicator: a thin bar over the top edge, out of the layout flow. */
export const loadingLine = style({ position: 'fixed', insetInline: 0, top: 0, zIndex: 1 });
