export { StarRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { clampRating, starFills, ratingAfterKey, RATING_MAX, RATING_STEP, NEW_RATING } from './rating';
