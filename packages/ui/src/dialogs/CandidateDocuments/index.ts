export { CandidateDocuments } from './CandidateDocuments';
export type { CandidateDocumentsProps, LocaleUrls } from './CandidateDocuments';
