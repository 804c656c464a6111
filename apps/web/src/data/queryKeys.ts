import type { Id } from '@mandate/domain';

/**
 * Every query key of the app, in one place (docs/adding-a-screen.md): an action atom invalidates
 * exactly what it changed by these, and no two screens name the same data differently.
 */
export const queryKeys = {
  currentUser: (signedIn: boolean) => ['current-user', signedIn] as const,
  currentUserAll: ['current-user'] as const,
  counters: (signedIn: boolean) => ['user-counters', signedIn] as const,
  countersAll: ['user-counters'] as const,
  user: (id: Id) => ['user', id] as const,
  userSearch: (fullName: string) => ['user-search', fullName] as const,
  vacancy: (id: Id) => ['vacancy', id] as const,
  vacancyMenu: (id: Id) => ['vacancy', id, 'menu'] as const,
  vacancyRecruiters: (id: Id) => ['vacancy', id, 'recruiters'] as const,
  vacancyHistory: (id: Id) => ['vacancy', id, 'history'] as const,
  /** Everything of one vacancy (view, menu, consultants, history): what a status change invalidates. */
  vacancyAll: (id: Id) => ['vacancy', id] as const,
  dataList: (name: string) => ['data-list', name] as const,
  /** One list of the home page (`/dashboard/index/my-…`): `statistics`, `invitations`, `moderation`… */
  home: (part: string) => ['home', part] as const,
  /** Everything of the home page: what answering an invitation invalidates. */
  homeAll: ['home'] as const,
  /** `POST /job/tos`: the terms document of a language. */
  vacancyTerms: (locale: string) => ['vacancy-terms', locale] as const,
  candidateList: (search: string, status: string, page: number, pageSize: number) =>
    ['candidates', 'list', search, status, page, pageSize] as const,
  /** Every list of candidates: what a create, clone or delete invalidates. */
  candidateLists: ['candidates', 'list'] as const,
  candidate: (id: Id) => ['candidate', id] as const,
  candidateMenu: (id: Id) => ['candidate', id, 'menu'] as const,
  candidateDocuments: (id: Id) => ['candidate', id, 'documents'] as const,
  candidateApplications: (id: Id) => ['candidate', id, 'applications'] as const,
  /** Everything of one candidate (view, menu, documents, applications). */
  candidateAll: (id: Id) => ['candidate', id] as const,
  /** A page of the vacancy list; `query` is the list's query as canonical JSON. */
  vacancyList: (query: string) => ['vacancy-list', 'page', query] as const,
  vacancyListStatistics: (query: string) => ['vacancy-list', 'statistics', query] as const,
  vacancyListFilters: ['vacancy-list', 'filters'] as const,
  /** Every page, count and filter of the vacancy list: what a favourite invalidates. */
  vacancyListAll: ['vacancy-list'] as const,
  /** The applications of one vacancy (under `vacancyAll`, so a change of the vacancy refetches them too). */
  vacancyApplications: (id: Id) => ['vacancy', id, 'applications'] as const,
  /** One application of a vacancy with its logs, placement and allowed actions. */
  vacancyApplication: (vacancyId: Id, id: Id) => ['vacancy', vacancyId, 'application', id] as const,
  /** The candidate lists (submissions) of one vacancy, with their logs and allowed actions (under `vacancyAll`). */
  vacancyCandidateLists: (id: Id) => ['vacancy', id, 'candidate-lists'] as const,
  /** `POST /application/match`: whether a candidate is on a vacancy already and who owns the person (under `vacancyAll`). */
  applicationMatch: (vacancyId: Id, candidateId: Id) => ['vacancy', vacancyId, 'match', candidateId] as const,
  /** A page of the inbox; `query` is the list's query as canonical JSON. */
  threadList: (query: string) => ['inbox', 'list', query] as const,
  /** Every page of the inbox: what a new message, a mark or a delete invalidates. */
  threadLists: ['inbox', 'list'] as const,
  thread: (id: Id) => ['inbox', 'thread', id] as const,
  /** The threads of a conversation with one person (`/dashboard/messages/user/{id}`). */
  threadsWithUser: (userId: Id) => ['inbox', 'with-user', userId] as const,
  /** Everything of the inbox (lists, threads, conversations with a person). */
  inboxAll: ['inbox'] as const,
  /** The shortlists of the viewer (`jobId` 0: of every vacancy). */
  shortlistList: (jobId: Id) => ['shortlists', 'list', jobId] as const,
  shortlist: (id: Id) => ['shortlists', 'view', id] as const,
  /** A vacancy's shortlisted candidates (its print page). */
  jobShortlist: (jobId: Id) => ['shortlists', 'job', jobId] as const,
  /** The applications of a vacancy that can go on a shortlist (under `vacancyAll`). */
  shortlistApplications: (jobId: Id) => ['vacancy', jobId, 'shortlist-applications'] as const,
  /** `GET /organization/{id}/member/list`: an organisation's users (the shortlist's recipients). */
  organizationMembers: (organizationId: Id) => ['organization', organizationId, 'members'] as const,
  /** Everything of shortlists: what a review invalidates. */
  shortlistsAll: ['shortlists'] as const,
  /** The notes of one record (`POST /note/list` by type and id), as the viewer's organisation sees them. */
  notes: (type: string, linkedId: Id) => ['notes', type, linkedId] as const,
  /** The testimonials of a consultant (`GET /user/{id}/testimonial/list`). */
  testimonials: (userId: Id) => ['testimonials', userId] as const,
  /** `GET /payment-term/list`. */
  paymentTerms: ['payment-terms'] as const,
  /** A page of the feedback sent to the platform (admins). */
  feedbackList: (page: number, pageSize: number) => ['feedback', 'list', page, pageSize] as const,
  /** Every page of the feedback list: what sending feedback invalidates. */
  feedbackLists: ['feedback', 'list'] as const,
  /** A user's settings (`GET /user/{id}/settings/view`): when new messages are e-mailed. */
  userSettings: (userId: Id) => ['user-settings', userId] as const,
} as const;
