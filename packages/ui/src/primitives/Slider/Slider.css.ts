import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const slider = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xsmall, width: '100%' });
export const output = style({ fontVariantNumeric: 'tabular-nums', color: vars.text.secondary, fontSize: vars.type.small.size });
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.size.controlSmall,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '4px',
      marginTop: '-2px',
      borderRadius: vars.radius.pill,
      background: vars.border.hairline,
    },
  },
});
export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '4px',
  marginTop: '-2px',
  borderRadius: vars.radius.pill,
  background: vars.tone.brand.strong,
});
export const thumb = style({
  top: '50%',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  background: vars.surface.card,
  border: `2px solid ${vars.tone.brand.strong}`,
  boxShadow: vars.shadow.card,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', background: vars.tone.brand.soft },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
    '&[data-disabled]': { borderColor: vars.border.hairline, cursor: 'not-allowed' },
  },
});
