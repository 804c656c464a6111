/**
 * @mandate/domain — the business rules of Mandate shared by browser and server: entity types, status
 * codes, state machines, permissions, money and time rules, and valibot schemas. Pure: no I/O.
 */

// Statuses and reference lists
export {
  jobStatuses,
  jobRecruiterStatuses,
  jobRecruiterSourceCodes,
  applicationStatuses,
  applicationStatusLabelsEn,
  applicationStatusLabelsDe,
  applicationStatusLabel,
  locales,
  shortlistStatuses,
  companySearchJobStatuses,
  myJobsAutocompleteStatuses,
  candidateListStatuses,
  userStatuses,
  membershipStatuses,
  organizationTypes,
  milestoneTypes,
  currencyCodes,
  agencyVerificationTypes,
  customTermsPhases,
  paymentTermModes,
  noteTypes,
  interestTypes,
  sortOrders,
  yesNoNegotiable,
  notificationStates,
  uploadStates,
  applicationPdfPages,
  submitCandidateModes,
} from './statuses';
export type {
  JobStatus,
  JobRecruiterStatus,
  JobRecruiterDisplaySource,
  JobRecruiterSourceCode,
  ApplicationStatus,
  Locale,
  CandidateListStatus,
  UserStatus,
  MembershipStatus,
  OrganizationType,
  MilestoneType,
  CurrencyCode,
  AgencyVerificationType,
  CustomTermsPhase,
  PaymentTermMode,
  NoteType,
  InterestType,
  SortOrder,
  YesNoNegotiable,
  NotificationState,
  UploadState,
  ApplicationPdfPage,
  SubmitCandidateMode,
} from './statuses';

// Entities
export type {
  Id,
  Coded,
  CodeLabel,
  Country,
  Place,
  Organization,
  CurrentUser,
  TokenPair,
  RecentUser,
  UploadedFile,
  ConsultantStatistics,
  SearchConsultantListItem,
  SummaryStatistics,
  UserListItem,
  UserProfile,
  JobAuthor,
  StatusLog,
  JobRecruiter,
  JobCustomTerms,
  Job,
  ApplicationFeedback,
  Application,
  Candidate,
  CandidateList,
  Interview,
  Placement,
  RevenueSplitOption,
  RevenueResult,
  Note,
  PaymentTerm,
  Thread,
  NotificationTemplate,
  Invoice,
  Interest,
  OrganizationListItem,
} from './types';

// Permissions
export {
  roleCodes,
  adminRoles,
  scopedPermissionActions,
  unscopedPermissionCodes,
  scopedPermissions,
  permissionCodes,
  reasonCodes,
  domainReasonMessages,
  reasonMessageId,
  hasRole,
  isAdmin,
  isRecruiter,
  isOwner,
  checkPermission,
  can,
  jobOwner,
  recruiterOwner,
  defaultRolePermissions,
  permissionsForRoles,
  canEnterDashboard,
  isVisibleInPicker,
  pickerRoles,
  isPickable,
  canSeeOrganization,
  addContactsJobStatuses,
  addContactsFor,
} from './permissions';
export type {
  RoleCode,
  ScopedPermission,
  UnscopedPermission,
  PermissionScope,
  PermissionCode,
  Actor,
  OwnerRef,
  Decision,
  ReasonCode,
  GuardSession,
} from './permissions';

// State machines
export type { Grant, Guard, ActionRule } from './machines/engine';
export {
  jobActions,
  jobOwnEditableStatuses,
  jobRules,
  jobActionTargets,
  decideJobAction,
  decideJobActions,
  allowedJobActions,
} from './machines/job';
export type { JobAction, JobForRules } from './machines/job';
export {
  jobRecruiterActions,
  jobRecruiterMachineStatuses,
  jobRecruiterRules,
  submissionGuards,
  jobRecruiterTarget,
  customTermsSatisfied,
  decideJobRecruiterAction,
  decideJobRecruiterActions,
  allowedJobRecruiterActions,
  jobRecruiterDisplayStatuses,
  jobRecruiterDisplayLabels,
  invitationSources,
  jobRecruiterDisplayStatus,
} from './machines/jobRecruiter';
export type {
  JobRecruiterAction,
  JobRecruiterMachineStatus,
  JobRecruiterContext,
  JobRecruiterDisplayStatus,
} from './machines/jobRecruiter';
export {
  applicationActions,
  applicationActiveStatuses,
  applicationParkedStatuses,
  applicationReturnStatuses,
  applicationRules,
  REACTIVATE_FALLBACK,
  REVERT_PLACEMENT_FALLBACK,
  previousApplicationStatus,
  applicationTargetStatus,
  decideApplicationAction,
  decideApplicationActions,
  allowedApplicationActions,
  applicationGraphEdges,
  hireOfferDateDefault,
} from './machines/application';
export type { ApplicationAction, ApplicationTarget, ApplicationContext } from './machines/application';
export {
  candidateListActions,
  candidateListMachineStatuses,
  candidateListRules,
  candidateListTarget,
  decideCandidateListAction,
  decideCandidateListActions,
  allowedCandidateListActions,
} from './machines/candidateList';
export type { CandidateListAction, CandidateListMachineStatus, CandidateListContext } from './machines/candidateList';

// Money
export {
  recruitmentFee,
  DEFAULT_REVENUE_SPLIT,
  revenueCalculatorDefaults,
  computeRevenue,
  splitFee,
  backComputeFee,
  customerCurrency,
  defaultCurrencyCode,
  isTotalFeeVisible,
  INTERESTS_TOTAL,
  interestRemainderLabels,
  groupInterests,
} from './money';
export type { SuccessFee, RevenueBreakdown, InterestGroup } from './money';

// Time
export {
  isLocalDate,
  parseLocalDate,
  localDateOf,
  localDateToDate,
  splitLocalDate,
  localDateIn,
  compareLocalDates,
  addDays,
  formatLocalDate,
  SECONDS_PER_DAY,
  SECONDS_PER_WEEK,
  relativeTimeThresholds,
  relativeTime,
  relativeTimeBetween,
  simpleDuration,
  domainTimeMessages,
} from './time';
export type { LocalDate, RelativeTimeKey, RelativeTime, SimpleDurationKey } from './time';

// Validation
export { domainErrorMessages, domainErrorIds, FORM_ERROR_KEY, validate } from './validate';
export type { DomainErrorId, ValidationResult } from './validate';
export { TEXT_LIMITS, isRichTextEmpty, normalizeRichText, isOnStep } from './schemas/fields';
export type { SchemaContext } from './schemas/fields';
export {
  hireSchema,
  placementSchema,
  offerSchema,
  rejectCandidateSchema,
  backupCandidateSchema,
  withdrawCandidateSchema,
  applicationFeedbackSchema,
  submitCandidateSchema,
  applicationPdfDefaults,
  applicationPdfSchema,
} from './schemas/application';
export {
  candidateListCreateSchema,
  candidateListEditSchema,
  completeResearchDefaults,
  completeResearchSchema,
  rejectSubmissionSchema,
  withdrawSubmissionSchema,
} from './schemas/candidateList';
export {
  cancelVacancySchema,
  onHoldSchema,
  declineInvitationSchema,
  applySchema,
  rejectRecruiterSchema,
  withdrawRecruiterSchema,
  inviteSchema,
  selectSuppliersSchema,
} from './schemas/job';
export {
  VACANCY_LIST_LIMIT,
  VACANCY_PAGE_SIZE,
  VACANCY_MAX_PAGE_SIZE,
  vacancyCreateSchema,
  vacancyEditSchema,
  vacancySortFields,
  vacancyListQuerySchema,
  publicVacancyListQuerySchema,
  delegateVacancySchema,
  statusCommentSchema,
  toggleSchema,
  sharedNoteCreateSchema,
  sharedNoteEditSchema,
  historyEditSchema,
  shortlistCreateSchema,
  preferredSupplierCreateSchema,
  preferredSupplierEditSchema,
  preferredSupplierListQuerySchema,
  blacklistCreateSchema,
  blacklistEditSchema,
  blacklistListQuerySchema,
  invitationTemplateKinds,
  renderTemplateSchema,
  templateEditSchema,
} from './schemas/vacancy';
export {
  threadSchema,
  noteSchema,
  paymentTermSchema,
  paymentTermDefaults,
  productFeedbackSchema,
  addContactsSchema,
  confirmSchema,
} from './schemas/messaging';
export {
  CONSULTANT_PAGE_SIZE,
  CONSULTANT_FILTER_DEBOUNCE_MS,
  consultantFilterDefaults,
  consultantSearchFiltersSchema,
} from './schemas/filters';
export { loginSchema, otpRequestSchema, otpLoginSchema, refreshSchema } from './schemas/auth';
export {
  candidateStatuses,
  candidateConsentSchema,
  candidateCreateSchema,
  candidateEditSchema,
  candidateListQuerySchema,
  applicationCreateSchema,
  applicationMatchSchema,
  applicationSortFields,
  applicationListQuerySchema,
  applicationEditSchema,
  applicationRatingSchema,
  interviewSchema,
  interviewCancelSchema,
  interviewListQuerySchema,
  reactivateCandidateSchema,
  applicationReviewSteps,
  applicationReviewSchema,
  transitionCommentSchema,
} from './schemas/candidate';
export type { CandidateStatus } from './schemas/candidate';
export {
  DEFAULT_OWNERSHIP_MONTHS,
  MAX_OWNERSHIP_MONTHS,
  normalizeEmail,
  normalizePhone,
  normalizeName,
  candidateIdentityKeys,
  matchingIdentityKeys,
  isOwnershipActive,
  ownershipSettingsSchema,
  ownershipResolutions,
  ownershipResolveSchema,
  ownershipConflictListSchema,
} from './ownership';
export type { CandidateIdentityKeys, OwnershipResolution } from './ownership';
export type {
  HirePayload,
  PlacementPayload,
  OfferPayload,
  RejectCandidatePayload,
  BackupCandidatePayload,
  WithdrawCandidatePayload,
  ApplicationFeedbackPayload,
  SubmitCandidatePayload,
  ApplicationPdfOptions,
  CandidateListCreatePayload,
  CandidateListEditPayload,
  CompleteResearchPayload,
  RejectSubmissionPayload,
  WithdrawSubmissionPayload,
  CancelVacancyPayload,
  OnHoldPayload,
  DeclineInvitationPayload,
  ApplyPayload,
  RejectRecruiterPayload,
  InvitePayload,
  SelectSuppliersPayload,
  ThreadPayload,
  NotePayload,
  PaymentTermPayload,
  ProductFeedbackPayload,
  AddContactsPayload,
  ConsultantSearchFilters,
  LoginPayload,
  OtpRequestPayload,
  OtpLoginPayload,
  RefreshPayload,
} from './schemas/payloads';

// Message catalogue
export { domainMessages, applicationStatusMessageId, jobRecruiterDisplayMessageId } from './messages';
export { domainMessagesDe } from './messages.de';

// Files and uploads
export {
  MAX_UPLOAD_BYTES,
  fileFormats,
  uploadTypes,
  uploadTypeNames,
  publicUploadTypes,
  extensionOf,
  acceptedFormat,
  acceptAttribute,
  formatSize,
  checkUploadFile,
  planQueue,
} from './files';
export type { FileFormat, FileExtension, UploadType, UploadRefusal, FileCandidate, UploadRules } from './files';
