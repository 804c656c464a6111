import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { dialogSize } from '../../tokens/constants';
import { vars } from '../../tokens/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.surface.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing}` } },
});

export const modal = recipe({
  base: {
    width: dialogSize.width,
    minWidth: dialogSize.minWidth,
    maxHeight: dialogSize.maxHeight,
    display: 'flex',
    background: vars.surface.card,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.dialog,
    outline: 'none',
  },
  variants: {
    size: {
      default: { maxWidth: dialogSize.maxWidth },
      narrow: { maxWidth: dialogSize.narrowMaxWidth },
      error: { maxWidth: dialogSize.errorWidth },
    },
  },
  defaultVariants: { size: 'default' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: dialogSize.maxHeight,
  outline: 'none',
  minWidth: 0,
});

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: `${vars.space.large} ${vars.space.xlarge}`,
    borderBottom: `1px solid ${vars.border.hairline}`,
  },
  variants: {
    isDraggable: {
      true: {
        cursor: 'move',
        userSelect: 'none',
        touchAction: 'none',
        outline: 'none',
        selectors: {
          // A tab stop that moves the dialog with the arrow keys (see Dialog.tsx).
          '&:focus-visible': {
            outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`,
            outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { isDraggable: false },
});

export const title = style({
  margin: 0,
  fontSize: vars.type.heading3.size,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const body = style({
  padding: vars.space.xlarge,
  overflowY: 'auto',
  minHeight: 0,
  outline: 'none',
  selectors: {
    // Only focusable when it scrolls (see Dialog.tsx).
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: `calc(-1 * ${vars.focus.ringWidth})` },
  },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A form around body and footer: a column that lets the body scroll (see Dialog's `form`). */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.border.hairline}`,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.tone.neutral.soft, color: vars.text.primary },
    '&[data-focus-visible]': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});

export const details = style({
  margin: 0,
  padding: vars.space.medium,
  maxHeight: '40vh',
  overflow: 'auto',
  background: vars.surface.sunken,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.familyMono,
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    // A tab stop so keyboard users can scroll long details and select them.
    '&:focus-visible': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: vars.focus.ringOffset },
  },
});
