/**
 * Hides content visually but keeps it for screen readers and, on a focusable element, for the
 * keyboard (React Aria's `VisuallyHidden` values). A plain object: a `style` prop in components,
 * spread into `style()` in `.css.ts` files.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
