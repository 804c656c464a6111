/**
 * Entity types of both specs, with the specs' field names. Fields the specs name without a shape
 * are typed as loosely as the specs allow; everything optional that the specs list as "fields used
 * here" may be absent in a given answer.
 */
import type {
  ApplicationStatus,
  CandidateListStatus,
  CurrencyCode,
  CustomTermsPhase,
  InterestType,
  JobRecruiterDisplaySource,
  JobStatus,
  MilestoneType,
  NoteType,
  OrganizationType,
  PaymentTermMode,
  UserStatus,
} from './statuses';
import type { Id } from './id';
import type * as v from 'valibot';
import type { tokenPairResponse } from './responses/auth';
import type { uploadedFile } from './responses/shared';
import type { currentUserResponse } from './responses/user';
import type { RoleCode } from './permissions';
import type { LocalDate } from './time';

/** A record's id (defined in `id.ts`, which `permissions.ts` imports instead of this module). */
export type { Id };

/** A `{ code }` reference, as statuses, roles and reference-list entries arrive. */
export interface Coded<C extends string = string> {
  code: C;
}

/** A `{ code, label }` reference-list entry. */
export interface CodeLabel<C extends string = string> extends Coded<C> {
  label: string;
}

/** A country reference. */
export type Country = CodeLabel;

/** A place (city and country). */
export interface Place {
  city?: string | null;
  country?: CodeLabel | null;
}

/** An organisation (001 §3). */
export interface Organization {
  id: Id;
  name: string;
  parent?: Organization | null;
  isParent?: boolean;
  type?: OrganizationType;
  calculatedFields?: { countActiveUsers?: number } | null;
}

/** The logged-in user (000 §3). */
/** The signed-in user (`GET /user/current`): inferred from its response schema. */
export type CurrentUser = v.InferOutput<typeof currentUserResponse>;

/** The token pair of a session (000 §3): inferred from its response schema. */
export type TokenPair = v.InferOutput<typeof tokenPairResponse>;

/** A recently used user, kept locally (at most 10). */
export interface RecentUser {
  id: Id;
  name: string;
  role: string;
}

/** An uploaded file (001 §3), as `POST /file/upload` answers it: inferred from its response schema. */
export type UploadedFile = v.InferOutput<ReturnType<typeof uploadedFile>>;

/** Consultant statistics shown in lists and popovers. */
export interface ConsultantStatistics {
  interviewRatio?: number | null;
  customerSatisfaction?: number | null;
  rollingOneYearStatistics?: { interviewsCount?: number } | null;
  companyRatingCount?: number | null;
  employerRatingCount?: number | null;
}

/** A search consultant as listed in the picker (000 §3). */
export interface SearchConsultantListItem {
  id: Id;
  name: string;
  avatar?: { fullPath: string } | null;
  rating?: number | null;
  position?: string | null;
  organization?: { name: string } | null;
  place?: Place | null;
  roles?: readonly Coded<RoleCode>[];
  /** A demo account (role demo-user): cards mark it with a DEMO badge (001 §2.5). */
  isDemo?: boolean;
  statistics?: ConsultantStatistics | null;
  /**
   * Invitations to vacancies: total and accepted (000 §3); the user list adds invited, invited by an
   * admin and applied, which the invite dialog's cards show (001 §2.5, §3).
   */
  invitations?: { total: number; accepted: number; invited?: number; invitedAdmin?: number; applied?: number } | null;
  status?: Coded<JobRecruiterDisplaySource> | null;
  lastStatus?: { source?: Coded | null; creationDate?: string } | null;
  actionUser?: { name: string } | null;
}

/** Summary statistics of an employer; time periods in seconds (001 §3). */
export interface SummaryStatistics {
  jobPublished: number;
  jobClosed: number;
  avgRecruiterResponseTime: number | null;
  avgRecruiterResponseTimeCount: number;
  avgCandidateResponseTime: number | null;
  avgCandidateResponseTimeCount: number;
  avgTimeToInterview: number | null;
  avgTimeToInterviewCount: number;
  /** A fraction between 0 and 1. */
  candidateFeedbackRatio: number | null;
}

/** A user as listed (001 §3). */
export interface UserListItem {
  id: Id;
  name?: string;
  fullName?: string;
  firstName?: string;
  avatar?: { fullPath: string } | null;
  place?: Place | null;
  position?: string | null;
  organization?: { id?: Id; name: string } | null;
  roles?: readonly Coded<RoleCode>[];
  role?: string;
  invitations?: { invited: number; invitedAdmin: number; applied: number } | null;
}

/** A user profile (001 §3). `rating` −1 means new. */
export interface UserProfile extends UserListItem {
  username: string;
  phone?: string | null;
  phoneCountry?: { callingCode: string } | null;
  managedOrganizations?: readonly Pick<Organization, 'id' | 'name'>[];
  rating?: number | null;
  statistics?: ConsultantStatistics | null;
  summaryStatistics?: SummaryStatistics | null;
  isBasic?: boolean;
  isPremium?: boolean;
  isPremiumPlus?: boolean;
  creationDate?: string;
  status?: Coded<UserStatus>;
  canBeDeleted?: boolean;
  closeAccountErrors?: readonly string[];
}

/** The author of a vacancy. */
export interface JobAuthor {
  id: Id;
  organization?: { id: Id } | null;
}

/** A log entry: who changed a status to what, when (000 §3, 001 §3). */
export interface StatusLog<S extends string = string> {
  status: Coded<S>;
  creationDate: string;
  comment?: string | null;
}

/** A consultant on a vacancy (001 §3). */
export interface JobRecruiter {
  id?: Id;
  recruiter: { id: Id; fullName?: string };
  status: Coded<JobRecruiterDisplaySource>;
  comment?: string | null;
  logs?: readonly StatusLog<JobRecruiterDisplaySource>[];
  lastStatus?: { source?: Coded | null; creationDate?: string } | null;
  companyPlacementsCount?: number;
}

/** Custom terms and conditions attached to a vacancy. */
export interface JobCustomTerms {
  requestOnPhase: Coded<CustomTermsPhase>;
  /** Recruiters who agreed. */
  agreements?: readonly { recruiter: { id: Id } }[];
}

/** A vacancy (001 §3 and the fields 000 §3 uses). */
export interface Job {
  id: Id;
  title: string;
  reference?: string | null;
  status: Coded<JobStatus>;
  premoderation: boolean;
  statistics?: { recruitedCandidates?: number } | null;
  isExclusiveForHeadhunters: boolean;
  recruiters: readonly { recruiter: { id: Id; fullName?: string } }[];
  candidates: readonly { jobRecruiter: { recruiter: { id: Id } } }[];
  authoredBy: JobAuthor;
  acceptingCandidates: boolean;
  acceptingRecruiters: boolean;
  customTnC?: JobCustomTerms | null;
  positionCount?: number;
  placementCount?: number;
  salaryConfidential?: boolean;
  salary?: { currency?: { label: string } | null } | null;
  successFeeFixedAmount?: number | null;
  successFeePercentage?: number | null;
  calculatedFields?: { salaryMin?: number | null } | null;
  approvalId?: string | null;
  contactLanguage?: Coded | null;
}

/** Feedback on an application (000 §3). */
export interface ApplicationFeedback {
  id: Id;
  feedback: string;
  assessmentLevel: Coded | string | null;
}

/** An application of a candidate to a vacancy (000 §3). */
export interface Application {
  id: Id;
  status: Coded<ApplicationStatus>;
  job: { id: Id };
  logs: readonly StatusLog<ApplicationStatus>[];
  feedback?: ApplicationFeedback | null;
}

/** A candidate (000 §2). */
export interface Candidate {
  id: Id;
  fullName: string;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  country?: CodeLabel | null;
  employed?: boolean | null;
  phone?: string | null;
  status?: Coded | null;
}

/** A candidate list (submission), 000 §3. */
export interface CandidateList {
  id: Id;
  status: Coded<CandidateListStatus>;
  comment?: string | null;
  logs?: readonly StatusLog<CandidateListStatus>[];
  feedback?: ApplicationFeedback | null;
  milestone?: MilestoneType | null;
}

/** An interview (fields not shown in the specs beyond its calls). */
export interface Interview {
  id: Id;
  applicationId?: Id;
  date?: string | null;
  status?: Coded | null;
  /** The IANA zone the organiser entered the time in; lists and mails show the time there. */
  timeZone?: string | null;
  durationMinutes?: number;
  /** `on-site`, `video` or `phone`. */
  kind?: 'on-site' | 'video' | 'phone';
  location?: string | null;
  videoLink?: string | null;
  participants?: string | null;
  comment?: string | null;
}

/** A placement (001 §3). */
export interface Placement {
  id: Id;
  jobId: Id;
  offerDate: LocalDate;
  signatureDate: LocalDate;
  startDate: LocalDate;
  totalPackage: number;
  recruitmentFee: number;
  feePercentage: number | null;
  revenueSplit: string | null;
  approvalNumber: string;
  approvalNote?: string | null;
  isGuaranteeCase: boolean;
}

/** A revenue split option (001 §3). */
export interface RevenueSplitOption {
  code: string;
  label: string;
  percentage: number;
}

/** The result of the revenue calculator (001 §3). */
export interface RevenueResult {
  totalCompensation: number;
  currency: CurrencyCode;
  successFee: { fixed: number | null; percentage: number | null };
  revenueSplit: RevenueSplitOption;
}

/** A note (001 §3). */
export interface Note {
  id?: Id;
  content: string | null;
  type: NoteType;
  job?: { id: Id } | null;
  user?: { id: Id } | null;
  candidate?: { id: Id } | null;
  candidateList?: { id: Id } | null;
}

/** A payment term (001 §3). */
export interface PaymentTerm {
  id?: Id;
  label: string;
  code?: string | null;
  days: number;
  mode: PaymentTermMode;
}

/** A message thread (001 §3). */
export interface Thread {
  id?: Id;
  subject: string;
  participants: readonly { id: Id }[];
  message: { content: string; attachments?: readonly UploadedFile[] };
  job?: { id: Id } | null;
}

/** A notification template (001 §3). */
export interface NotificationTemplate {
  subject: string;
  body: string;
}

/** An invoice (001 §3). */
export interface Invoice {
  id: Id;
  number: string;
}

/** A user's interest in one department, sector, country or job-search type (001 §3). */
export interface Interest {
  type: InterestType;
  code: string | null;
  label: string;
  percentage: number;
}

/** An organisation as listed in the organisation table (001 §3). */
export interface OrganizationListItem {
  id: Id;
  organizationName: string;
  contactName?: string | null;
  contactEmail?: string | null;
  address?: string | null;
  language?: string | null;
  activeVacancies?: number;
  companyActivePositions?: number;
  companyClosedVacancies?: number;
  agencyClosedPositions?: number;
  totalRevenue?: number;
  agencyRating?: number | null;
  agencyInterviewRatio?: number | null;
  agencyCustomerSatisfaction?: number | null;
}
