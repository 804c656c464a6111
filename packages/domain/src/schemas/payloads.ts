/** The payload types, inferred once from the schemas (the output after trimming and defaults). */
import type * as v from 'valibot';
import type * as app from './application';
import type * as list from './candidateList';
import type * as job from './job';
import type * as msg from './messaging';
import type * as filters from './filters';
import type * as auth from './auth';

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
export type ConsultantSearchFilters = Out<typeof filters.consultantSearchFiltersSchema>;
export type LoginPayload = Out<typeof auth.loginSchema>;
export type OtpRequestPayload = Out<typeof auth.otpRequestSchema>;
export type OtpLoginPayload = Out<typeof auth.otpLoginSchema>;
export type RefreshPayload = Out<typeof auth.refreshSchema>;
