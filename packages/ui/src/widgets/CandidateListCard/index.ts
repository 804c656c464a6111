export { CandidateListCard, CandidateListList, CandidateListStatusBadge } from './CandidateListCard';
export type { CandidateListCardAction, CandidateListCardProps, CandidateListDocument } from './CandidateListCard';
