/** Ratings go from 0 to 5 in half steps (001 §5); −1 means "new", not yet rated (001 §3). */
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
/** PageUp and PageDown: the slider pattern's larger step, one whole star. */
export const RATING_PAGE_STEP = 1;
export const NEW_RATING = -1;

/** The nearest half step between 0 and 5. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(value / RATING_STEP) * RATING_STEP));
}

/** How full each of the five stars is: 0, 0.5 or 1. */
export function starFills(value: number): number[] {
  const v = clampRating(value);
  return Array.from({ length: RATING_MAX }, (_, i) => Math.min(1, Math.max(0, v - i)));
}

/** The value after a key press, or null when the key does not change it. */
export function ratingAfterKey(value: number, key: string): number | null {
  const v = value < 0 ? 0 : clampRating(value);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampRating(v + RATING_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampRating(v - RATING_STEP);
    case 'PageUp':
      return clampRating(v + RATING_PAGE_STEP);
    case 'PageDown':
      return clampRating(v - RATING_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
