export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequestInfo,
  DownloadOptions,
  DownloadResult,
  FetchLike,
  RequestOptions,
  StreamResponse,
  UploadFieldValue,
  UploadOptions,
} from './client';
export { ApiError, apiErrorKinds, isApiError, kindOfStatus } from './errors';
export type { ApiErrorInit, ApiErrorKind, FieldErrors } from './errors';
export { callHeaders, defaultTimezone, fileNameFromContentDisposition, readLocaleCookie } from './headers';
export type { CallHeaderValues } from './headers';
export { buildUrl, encodeQuery } from './query';
export type { QueryParams, QueryScalar } from './query';
export { xhrUploadTransport } from './transport';
export type { ProgressEventLike, RawResponse, UploadProgress, UploadRequest, UploadTransport, XhrLike } from './transport';
export { fillPath, httpMethods, isOperation } from './operation';
export type {
  CallOptions,
  DownloadCallOptions,
  HttpMethod,
  Operation,
  OperationRoute,
  PathParamNames,
  PathParams,
  UploadCallOptions,
} from './operation';
export type { HistoryEntry, ListPage, LogEntry, NamedRef, PersonRef } from './shapes';

// System and authentication (001 §7.1)
export {
  getHealth,
  getVersion,
  loginWithCredentials,
  requestOtp,
  loginWithOtp,
  loginWithToken,
  checkSession,
  loginWithLinkedIn,
  logout,
  getCurrentUser,
  switchToUser,
} from './operations';
export type { AppVersion, Health, OtpSent, SwitchResult, TokenLoginResult } from './operations';
// Users (001 §7.8)
export {
  listUsers,
  checkEmail,
  createShortlistRecipient,
  signup,
  requestPasswordReset,
  confirmPasswordReset,
  getUserCounters,
  viewUser,
  uploadUserAvatar,
  editUser,
  viewUserSettings,
  editUserSettings,
  closeUser,
  deleteUser,
  bulkBlockUsers,
  bulkDeleteUsers,
} from './users';
export type { SignupPayload, UserCounters, UserListEntry, UserListQuery, UserProfileRecord, UserSettings, UserSort } from './users';
// Organisations, contacts, business units, teams (001 §7.9)
export {
  listOrganizations,
  autocompleteOrganizations,
  listMembershipStatuses,
  viewOrganization,
  uploadOrganizationLogo,
  editOrganization,
  createOrganization,
  createChildOrganization,
  listOrganizationMembers,
  setMembershipStatus,
  listOrganizationContacts,
  createOrganizationContact,
  editOrganizationContact,
  deleteOrganizationContact,
  listBusinessUnits,
  addBusinessUnit,
  editBusinessUnit,
  deleteBusinessUnit,
  listCompanyTeams,
  createCompanyTeam,
  editCompanyTeam,
  deleteCompanyTeam,
  addCompanyTeamMembers,
  revokeCompanyTeamMember,
} from './organizations';
export type {
  BusinessUnit,
  CompanyTeam,
  OrganizationContact,
  OrganizationDetails,
  OrganizationMember,
  OrganizationOption,
  OrganizationRecord,
  OrganizationTableRow,
} from './organizations';
// Reference lists (000 §7 data listings, 001 §7.6)
export { listDataLists, getDataList } from './reference';
export type { DataListEntry } from './reference';
// Files (001 §7.2)
export { uploadFile, downloadFile } from './files';
export type { UploadFileOptions } from './files';
// Vacancies (001 §7.3)
export {
  listVacancies,
  listPublicVacancies,
  listVacanciesForModeration,
  getVacancyStatistics,
  getVacancyFilters,
  computeSuccessFee,
  getTermsDocument,
  createVacancy,
  getVacancy,
  getVacancyMenu,
  downloadVacancyPdf,
  editVacancy,
  toggleFavoriteVacancy,
  toggleAcceptingCandidates,
  toggleAcceptingHeadhunters,
  cancelVacancy,
  putVacancyOnHold,
  reactivateVacancy,
  republishVacancy,
  reopenVacancy,
  publishVacancy,
  payForPublication,
  deleteDraftVacancy,
  delegateVacancy,
  createShortlist,
  viewShortlist,
  createSharedNote,
  listSharedNotes,
  editSharedNote,
  getVacancyHistory,
  editVacancyHistory,
  exportVacancies,
  exportVacanciesForMonitoring,
} from './vacancies';
export type {
  PublicVacancy,
  SharedNote,
  Shortlist,
  SuccessFeeResult,
  TermsDocument,
  Vacancy,
  VacancyFilters,
  VacancyListItem,
  VacancyMenu,
  VacancyStatistics,
} from './vacancies';
// Shortlists (001 §2.2, §7.3)
export { listShortlists, getJobShortlist, reviewShortlistCandidate } from './shortlists';
export type { JobShortlist, ShortlistCandidate, ShortlistListItem } from './shortlists';
// Consultants on vacancies (001 §7.4)
export {
  listVacancyJobRecruiters,
  listJobRecruiters,
  viewJobRecruiter,
  getJobRecruiter,
  inviteJobRecruiters,
  selectJobRecruiters,
  acceptInvitation,
  declineInvitation,
  requestJobRecruiter,
  approveJobRecruiter,
  rejectJobRecruiter,
  reactivateJobRecruiter,
  withdrawJobRecruiter,
  withdrawInvitation,
  requestTestimonial,
  getRevenueSplit,
} from './jobRecruiters';
export type { JobRecruiterRecord, RevenueSplitResult, VacancyJobRecruiter } from './jobRecruiters';
// Preferred suppliers and blacklists (001 §7.8, §7.9)
export {
  listPreferredSuppliers,
  createPreferredSupplier,
  editPreferredSupplier,
  revokePreferredSupplier,
  listBlacklist,
  createBlacklistEntry,
  editBlacklistEntry,
  removeBlacklistEntry,
} from './suppliers';
export type { BlacklistEntry, PreferredSupplier } from './suppliers';
// Invitation templates (001 §7.6)
export { getInvitationTemplate, renderInvitationTemplate, editInvitationTemplate } from './templates';
export type { InvitationTemplate, InvitationTemplateKind, RenderedTemplate } from './templates';
// Candidates (001 §7.5)
export {
  listCandidates,
  createCandidate,
  viewCandidate,
  downloadCandidatePdf,
  editCandidate,
  cloneCandidate,
  deleteCandidate,
  recordCandidateConsent,
  listCandidateConsents,
  getCandidateMenu,
  getCandidateDocuments,
} from './candidates';
export type { CandidateConsent, CandidateRecord, CandidateListItem, CandidateMenu, CandidateDocuments } from './candidates';
// Candidate ownership and duplicates (issue 5)
export {
  getOwnershipSettings,
  editOwnershipSettings,
  listOwnershipConflicts,
  resolveOwnershipConflict,
  listApplicationDuplicates,
} from './ownership';
export type { ApplicationDuplicates, IdentityKey, OwnershipConflict, OwnershipSettings } from './ownership';
// Applications, placements, feedback, interviews (001 §7.5)
export {
  createApplication,
  matchApplication,
  listApplications,
  exportApplications,
  viewApplication,
  downloadApplicationPdf,
  getApplicationLogs,
  editApplication,
  editApplicationRating,
  withdrawApplication,
  rejectApplication,
  backupApplication,
  offerApplication,
  reactivateApplication,
  reviewApplication,
  hireApplication,
  viewPlacement,
  getPlacementLogs,
  editPlacement,
  revertPlacement,
  listFeedback,
  createFeedback,
  editFeedback,
  createInterview,
  listInterviews,
  editInterview,
  cancelInterview,
} from './applications';
export type {
  ApplicationListItem,
  ApplicationMatch,
  ApplicationRecord,
  ApplicationReviewStep,
  FeedbackRecord,
  InterviewInput,
  InterviewRecord,
  PlacementRecord,
} from './applications';
// Candidate lists (000 §7, 001 §7.5)
export {
  listCandidateLists,
  createCandidateList,
  viewCandidateList,
  getCandidateListLogs,
  editCandidateList,
  withdrawCandidateList,
  rejectCandidateList,
  completeCandidateList,
  editCandidateListFeedback,
} from './candidateLists';
export type { CandidateListRecord } from './candidateLists';
// Notes (001 §7.6)
export { createNote, editNote, listNotes } from './notes';
export type { NoteRecord } from './notes';
// Payment terms (001 §7.6)
export { listPaymentTerms, createPaymentTerm, editPaymentTerm, deletePaymentTerm } from './paymentTerms';
export type { PaymentTermRecord } from './paymentTerms';
// Feedback to the platform (001 §2.5, §7.8)
export { sendProductFeedback, listProductFeedback } from './productFeedback';
export type { ProductFeedbackRecord } from './productFeedback';
// Testimonials (001 §7.8)
export {
  listTestimonials,
  createTestimonial,
  editTestimonial,
  deleteTestimonial,
  acceptTestimonial,
  rejectTestimonial,
  getTestimonialLogs,
} from './testimonials';
export type { TestimonialRecord } from './testimonials';
// Tasks (001 §4.4, §7.8)
export { listTasks, completeTask, editTask, getTaskLogs } from './tasks';
export type { TaskRecord } from './tasks';
// Private messages (001 §7.6)
export {
  createThread,
  listThreads,
  viewThread,
  replyToThread,
  markThreadRead,
  markThreadUnread,
  deleteThread,
  editMessage,
  deleteMessage,
  forwardMessage,
  listMessageContacts,
} from './inbox';
export type { MessageContact, ThreadListItem, ThreadMessageRecord, ThreadPerson, ThreadRecord, ThreadSummary } from './inbox';
