/**
 * Status codes of every entity, in the specs' own spelling, as `as const` arrays (for iteration,
 * pickers and property tests) with the string unions derived from them.
 */

/** Vacancy (job) statuses, 001 §4.1. */
export const jobStatuses = ['empty', 'draft', 'active', 'on-hold', 'closed', 'cancelled', 'expired', 'deleted-draft'] as const;
/** A vacancy (job) status code. */
export type JobStatus = (typeof jobStatuses)[number];

/** English labels of vacancy (job) statuses (001 §4.1 names the codes; the labels are this product's). */
export const jobStatusLabelsEn: Readonly<Record<JobStatus, string>> = {
  empty: 'Empty',
  draft: 'Draft',
  active: 'Active',
  'on-hold': 'On hold',
  closed: 'Closed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  'deleted-draft': 'Deleted draft',
};

/** German labels of vacancy (job) statuses. */
export const jobStatusLabelsDe: Readonly<Record<JobStatus, string>> = {
  empty: 'Leer',
  draft: 'Entwurf',
  active: 'Aktiv',
  'on-hold': 'Pausiert',
  closed: 'Geschlossen',
  cancelled: 'Abgebrochen',
  expired: 'Abgelaufen',
  'deleted-draft': 'Gelöschter Entwurf',
};

/** Consultant-on-vacancy (job-recruiter) statuses, 001 §4.2. */
export const jobRecruiterStatuses = ['requested', 'accepted', 'rejected', 'withdrawn', 'invited', 'withdrawn-invitation'] as const;
/** A job-recruiter status code. */
export type JobRecruiterStatus = (typeof jobRecruiterStatuses)[number];

/**
 * An underlying job-recruiter status as it may arrive for display: the six statuses plus `declined`,
 * which 000 §4 maps together with `withdrawn` by source.
 */
export type JobRecruiterDisplaySource = JobRecruiterStatus | 'declined';

/** Known `lastStatus.source.code` values of a job-recruiter (000 §4, 001 §3). Others may occur. */
export const jobRecruiterSourceCodes = ['invitation', 'admin-invitation', 'request'] as const;
/** A known job-recruiter status source code. */
export type JobRecruiterSourceCode = (typeof jobRecruiterSourceCodes)[number];

/** Application statuses in the order of 001 §4.3 (the order of their labels). */
export const applicationStatuses = [
  'proposed',
  'interview',
  'rejected',
  'recruited',
  'withdrawn',
  'in-review',
  'offer-made',
  'line-manager-review',
  'backed-up',
] as const;
/** An application status code. */
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** English labels of application statuses, 001 §4.3. */
export const applicationStatusLabelsEn: Readonly<Record<ApplicationStatus, string>> = {
  proposed: 'Not selected for an interview yet',
  interview: 'Pending interview',
  rejected: 'Candidate rejected',
  recruited: 'Candidate recruited',
  withdrawn: 'Withdrawn',
  'in-review': 'HR review',
  'offer-made': 'Offer sent',
  'line-manager-review': 'Line review',
  'backed-up': 'Backup',
};

/** German labels of application statuses (written for this product; the spec gives EN only). */
export const applicationStatusLabelsDe: Readonly<Record<ApplicationStatus, string>> = {
  proposed: 'Noch nicht für ein Interview ausgewählt',
  interview: 'Interview ausstehend',
  rejected: 'Kandidat abgelehnt',
  recruited: 'Kandidat eingestellt',
  withdrawn: 'Zurückgezogen',
  'in-review': 'HR-Prüfung',
  'offer-made': 'Angebot gesendet',
  'line-manager-review': 'Prüfung durch Linienvorgesetzte',
  'backed-up': 'Reserve',
};

/** Languages of the interface (000 §1: English and German only). */
export const locales = ['en', 'de'] as const;
/** A UI locale. */
export type Locale = (typeof locales)[number];

/**
 * The label of an application status in a language.
 * @param status the status code
 * @param locale `en` or `de`; defaults to `en`
 */
export function applicationStatusLabel(status: ApplicationStatus, locale: Locale = 'en'): string {
  return (locale === 'de' ? applicationStatusLabelsDe : applicationStatusLabelsEn)[status];
}

/** Shortlist statuses used for the company search (001 §9). */
export const shortlistStatuses = [
  'proposed',
  'interview',
  'in-review',
  'offer-made',
  'line-manager-review',
  'backed-up',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** Assessment levels of feedback on a candidate (the `assessment-levels` reference list), best first. */
export const assessmentLevels = ['excellent', 'good', 'average', 'poor', 'unsuitable'] as const;
/** An assessment level. */
export type AssessmentLevel = (typeof assessmentLevels)[number];

/** Sort fields of the vacancy list (here, not in the vacancy schemas: the list page needs them without valibot's schemas). */
export const vacancySortFields = ['creationDate', 'publicationDate', 'updateDate', 'title', 'status', 'positionCount'] as const;

/** Job statuses used for the company search (001 §9). */
export const companySearchJobStatuses = ['active', 'expired', 'on-hold'] as const satisfies readonly JobStatus[];

/** Job statuses offered by the "my jobs" autocomplete (001 §9), sorted by title. */
export const myJobsAutocompleteStatuses = ['active', 'on-hold'] as const satisfies readonly JobStatus[];

/** Candidate list (submission) statuses. The spec names none; these are this project's (see docs/decisions). */
export const candidateListStatuses = ['submitted', 'completed', 'rejected', 'withdrawn'] as const;
/** A candidate list status code. */
export type CandidateListStatus = (typeof candidateListStatuses)[number];

/** User statuses, 001 §3. */
export const userStatuses = ['active', 'inactive', 'blocked', 'deleted'] as const;
/** A user status code. */
export type UserStatus = (typeof userStatuses)[number];

/** Organisation membership statuses, 001 §3. */
export const membershipStatuses = ['active', 'revoked'] as const;
/** An organisation membership status. */
export type MembershipStatus = (typeof membershipStatuses)[number];

/** Organisation types, 001 §1. */
export const organizationTypes = ['company', 'agency'] as const;
/** An organisation type. */
export type OrganizationType = (typeof organizationTypes)[number];

/** Research milestone types, 001 §3; the first is the default of the complete-research dialog. */
export const milestoneTypes = [
  'headhunter-approved',
  'long-list-delivery',
  'shortlist-delivery',
  'start-interviews',
  'placement',
  'end-probation',
  'other',
] as const;
/** A research milestone type. */
export type MilestoneType = (typeof milestoneTypes)[number];

/** Currencies, 001 §3. */
export const currencyCodes = ['chf', 'eur', 'gbp', 'usd'] as const;
/** A currency code (lower case, as the reference list spells it). */
export type CurrencyCode = (typeof currencyCodes)[number];

/** Agency verification types, 001 §3. */
export const agencyVerificationTypes = ['registration', 'license', 'reference', 'affiliation'] as const;
/** An agency verification type. */
export type AgencyVerificationType = (typeof agencyVerificationTypes)[number];

/** Custom-terms phases, 001 §3 (`customTnC.requestOnPhase.code`). */
export const customTermsPhases = ['applying', 'submitting'] as const;
/** The phase in which a vacancy's custom terms must be agreed. */
export type CustomTermsPhase = (typeof customTermsPhases)[number];

/** Payment term modes, 001 §2.5: 0 company, 1 agency. */
export const paymentTermModes = { company: 0, agency: 1 } as const;
/** A payment term mode (0 company, 1 agency). */
export type PaymentTermMode = (typeof paymentTermModes)[keyof typeof paymentTermModes];

/** Note types, 001 §3. */
export const noteTypes = ['job', 'user', 'candidate', 'candidate-list'] as const;
/** The kind of record a note is linked to. */
export type NoteType = (typeof noteTypes)[number];

/** Interest types, 001 §3. */
export const interestTypes = ['department', 'sector', 'country', 'job-search-type'] as const;
/** An interest type. */
export type InterestType = (typeof interestTypes)[number];

/** Sort orders, 001 §3. */
export const sortOrders = ['ASC', 'DESC'] as const;
/** A sort order. */
export type SortOrder = (typeof sortOrders)[number];

/** Yes / no / negotiable reference list, 001 §3. */
export const yesNoNegotiable = ['yes', 'no', 'negotiable'] as const;
/** A yes / no / negotiable answer. */
export type YesNoNegotiable = (typeof yesNoNegotiable)[number];

/** Notification delivery states, 001 §3. */
export const notificationStates = { submitted: 0, delivered: 1, failed: 2 } as const;
/** A notification delivery state. */
export type NotificationState = (typeof notificationStates)[keyof typeof notificationStates];

/** Upload item states, 001 §4.4. */
export const uploadStates = ['ready', 'uploading', 'success', 'error', 'cancelled'] as const;
/** An upload item state. */
export type UploadState = (typeof uploadStates)[number];

/** PDF pages of the application download, in order 1 to 5 (000 §2). */
export const applicationPdfPages = ['cover-page', 'info', 'attachments', 'mandatory-documents', 'data-protection'] as const;
/** A page of the application PDF. */
export type ApplicationPdfPage = (typeof applicationPdfPages)[number];

/** The three submit-candidate actions (000 §2). */
export const submitCandidateModes = ['create', 'edit', 'copy'] as const;
/** How a candidate is submitted: create new, edit existing or create a copy. */
export type SubmitCandidateMode = (typeof submitCandidateModes)[number];
