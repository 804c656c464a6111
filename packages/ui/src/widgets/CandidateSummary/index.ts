export { CandidateSummary, CandidateStatusBadge, CandidateFileList, CandidateConsentSummary, formatDay } from './CandidateSummary';
export type { CandidateSummaryProps, CandidateProfile, CandidateFile, ConsentEvidence } from './CandidateSummary';
