export { CandidateList, CandidateRow } from './CandidateRow';
export type { CandidateRowProps } from './CandidateRow';
