export { ConsultantRatings, withRating } from './ConsultantRatings';
export type { ConsultantRatingsProps, ConsultantRatingValue, RatedConsultant } from './ConsultantRatings';
