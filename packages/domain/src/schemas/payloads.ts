/** The payload types, inferred once from the schemas (the output after trimming and defaults). */
import type * as v from 'valibot';
import type * as app from './application';
import type * as list from './candidateList';
import type * as job from './job';
import type * as msg from './messaging';
import type * as filters from './filters';
import type * as auth from './auth';
import type * as vacancy from './vacancy';
import type * as candidate from './candidate';
import type * as organization from './organization';
import type * as user from './user';
import type * as ownership from '../ownership';

type Out<S> = S extends (...args: never[]) => infer R
  ? R extends v.GenericSchema
    ? v.InferOutput<R>
    : never
  : S extends v.GenericSchema
    ? v.InferOutput<S>
    : never;

export type HirePayload = Out<typeof app.hireSchema>;
export type PlacementPayload = Out<typeof app.placementSchema>;
export type OfferPayload = Out<typeof app.offerSchema>;
export type RejectCandidatePayload = Out<typeof app.rejectCandidateSchema>;
export type BackupCandidatePayload = Out<typeof app.backupCandidateSchema>;
export type WithdrawCandidatePayload = Out<typeof app.withdrawCandidateSchema>;
export type ApplicationFeedbackPayload = Out<typeof app.applicationFeedbackSchema>;
export type SubmitCandidatePayload = Out<typeof app.submitCandidateSchema>;
export type ApplicationPdfOptions = Out<typeof app.applicationPdfSchema>;
export type CandidateListCreatePayload = Out<typeof list.candidateListCreateSchema>;
export type CandidateListEditPayload = Out<typeof list.candidateListEditSchema>;
export type CompleteResearchPayload = Out<typeof list.completeResearchSchema>;
export type RejectSubmissionPayload = Out<typeof list.rejectSubmissionSchema>;
export type WithdrawSubmissionPayload = Out<typeof list.withdrawSubmissionSchema>;
export type CancelVacancyPayload = Out<typeof job.cancelVacancySchema>;
export type OnHoldPayload = Out<typeof job.onHoldSchema>;
export type DeclineInvitationPayload = Out<typeof job.declineInvitationSchema>;
export type ApplyPayload = Out<typeof job.applySchema>;
export type RejectRecruiterPayload = Out<typeof job.rejectRecruiterSchema>;
export type InvitePayload = Out<typeof job.inviteSchema>;
export type SelectSuppliersPayload = Out<typeof job.selectSuppliersSchema>;
export type ThreadPayload = Out<typeof msg.threadSchema>;
export type NotePayload = Out<typeof msg.noteSchema>;
export type PaymentTermPayload = Out<typeof msg.paymentTermSchema>;
export type ProductFeedbackPayload = Out<typeof msg.productFeedbackSchema>;
export type AddContactsPayload = Out<typeof msg.addContactsSchema>;
export type NoteListQuery = Out<typeof msg.noteListQuerySchema>;
export type ThreadMessagePayload = Out<typeof msg.threadMessageSchema>;
export type ThreadListQuery = Out<typeof msg.threadListQuerySchema>;
export type MessageDeletePayload = Out<typeof msg.messageDeleteSchema>;
export type MessageForwardPayload = Out<typeof msg.messageForwardSchema>;
export type MessageContactsQuery = Out<typeof msg.messageContactsQuerySchema>;
export type TestimonialCreatePayload = Out<typeof msg.testimonialCreateSchema>;
export type TestimonialEditPayload = Out<typeof msg.testimonialEditSchema>;
export type ProductFeedbackListQuery = Out<typeof msg.productFeedbackListQuerySchema>;
export type ThreadViewQuery = Out<typeof msg.threadViewQuerySchema>;
export type ConsultantSearchFilters = Out<typeof filters.consultantSearchFiltersSchema>;
export type LoginPayload = Out<typeof auth.loginSchema>;
export type OtpRequestPayload = Out<typeof auth.otpRequestSchema>;
export type OtpLoginPayload = Out<typeof auth.otpLoginSchema>;
export type RefreshPayload = Out<typeof auth.refreshSchema>;

// The calls of issue 5 and the organisations (001 §7.3–§7.5, §7.9). List queries are the output of
// schemas whose every field has a default: a caller may send any part of them.
export type VacancyCreatePayload = Out<typeof vacancy.vacancyCreateSchema>;
export type VacancyEditPayload = Out<typeof vacancy.vacancyEditSchema>;
export type VacancyListQuery = Out<typeof vacancy.vacancyListQuerySchema>;
export type PublicVacancyListQuery = Out<typeof vacancy.publicVacancyListQuerySchema>;
export type DelegateVacancyPayload = Out<typeof vacancy.delegateVacancySchema>;
export type StatusCommentPayload = Out<typeof vacancy.statusCommentSchema>;
export type PublishVacancyPayload = Out<typeof vacancy.publishVacancySchema>;
export type TogglePayload = Out<typeof vacancy.toggleSchema>;
export type SharedNoteCreatePayload = Out<typeof vacancy.sharedNoteCreateSchema>;
export type SharedNoteEditPayload = Out<typeof vacancy.sharedNoteEditSchema>;
export type HistoryEditPayload = Out<typeof vacancy.historyEditSchema>;
export type ShortlistCreatePayload = Out<typeof vacancy.shortlistCreateSchema>;
export type ShortlistReviewPayload = Out<typeof vacancy.shortlistReviewSchema>;
export type PreferredSupplierCreatePayload = Out<typeof vacancy.preferredSupplierCreateSchema>;
export type PreferredSupplierEditPayload = Out<typeof vacancy.preferredSupplierEditSchema>;
export type PreferredSupplierListQuery = Out<typeof vacancy.preferredSupplierListQuerySchema>;
export type BlacklistCreatePayload = Out<typeof vacancy.blacklistCreateSchema>;
export type BlacklistEditPayload = Out<typeof vacancy.blacklistEditSchema>;
export type BlacklistListQuery = Out<typeof vacancy.blacklistListQuerySchema>;
export type RenderTemplatePayload = Out<typeof vacancy.renderTemplateSchema>;
export type TemplateEditPayload = Out<typeof vacancy.templateEditSchema>;
export type SuccessFeeQuery = Out<typeof vacancy.successFeeSchema>;
export type TermsDocumentQuery = Out<typeof vacancy.termsDocumentSchema>;
export type JobRecruiterListQuery = Out<typeof vacancy.jobRecruiterListQuerySchema>;
export type WithdrawRecruiterPayload = Out<typeof job.withdrawRecruiterSchema>;
export type CandidateConsentPayload = Out<typeof candidate.candidateConsentSchema>;
export type CandidateCreatePayload = Out<typeof candidate.candidateCreateSchema>;
export type CandidateEditPayload = Out<typeof candidate.candidateEditSchema>;
export type CandidateListQuery = Out<typeof candidate.candidateListQuerySchema>;
export type ApplicationCreatePayload = Out<typeof candidate.applicationCreateSchema>;
export type ApplicationMatchPayload = Out<typeof candidate.applicationMatchSchema>;
export type ApplicationListQuery = Out<typeof candidate.applicationListQuerySchema>;
export type ApplicationEditPayload = Out<typeof candidate.applicationEditSchema>;
export type ApplicationRatingPayload = Out<typeof candidate.applicationRatingSchema>;
export type ApplicationReviewPayload = Out<typeof candidate.applicationReviewSchema>;
export type ReactivateCandidatePayload = Out<typeof candidate.reactivateCandidateSchema>;
export type InterviewPayload = Out<typeof candidate.interviewSchema>;
export type InterviewCancelPayload = Out<typeof candidate.interviewCancelSchema>;
export type InterviewListQuery = Out<typeof candidate.interviewListQuerySchema>;
export type SubmissionListQuery = Out<typeof list.submissionListQuerySchema>;
export type ShortlistRecipientCreatePayload = Out<typeof user.shortlistRecipientCreateSchema>;
export type OwnershipSettingsPayload = Out<typeof ownership.ownershipSettingsSchema>;
export type OwnershipResolvePayload = Out<typeof ownership.ownershipResolveSchema>;
export type OwnershipConflictListQuery = Out<typeof ownership.ownershipConflictListSchema>;
export type OrganizationListQuery = Out<typeof organization.organizationListQuerySchema>;
export type OrganizationAutocompleteQuery = Out<typeof organization.organizationAutocompleteSchema>;
export type OrganizationEditPayload = Out<typeof organization.organizationEditSchema>;
export type OrganizationCreatePayload = Out<typeof organization.organizationCreateSchema>;
export type OrganizationContactPayload = Out<typeof organization.organizationContactSchema>;
export type NamePayload = Out<typeof organization.nameSchema>;
export type CompanyTeamCreatePayload = Out<typeof organization.companyTeamCreateSchema>;
export type CompanyTeamMembersPayload = Out<typeof organization.companyTeamMembersSchema>;
export type CompanyTeamRevokeMemberPayload = Out<typeof organization.companyTeamRevokeMemberSchema>;
export type MembershipStatusPayload = Out<typeof organization.membershipStatusSchema>;
