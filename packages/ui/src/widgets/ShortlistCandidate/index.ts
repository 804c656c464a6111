export { ShortlistCandidate } from './ShortlistCandidate';
export type { ShortlistCandidateFacts, ShortlistCandidateProps, ShortlistReview } from './ShortlistCandidate';
