import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The picture with its frame: react-easy-crop fills it (its container is absolutely positioned). */
export const stage = style({
  position: 'relative',
  height: vars.size.cropStage,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.surface.sunken,
});

export const container = style({ borderRadius: vars.radius.medium });

/** The frame: a tab stop moved with the arrow keys, with the focus ring inside its border. */
export const cropArea = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});
