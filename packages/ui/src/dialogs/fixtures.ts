/**
 * `@mandate/ui/fixtures`: the data of each dialog's stories, above all the payload its Filled story
 * asserts, as plain data (no React, no styles). The server's payload tests
 * (`apps/api/src/contracts/<Dialog>.payload.test.ts`, listed in the README.md there) send each
 * `filled` payload to the real server and expect 2xx, so a dialog and its server call cannot drift
 * apart (docs/adding-a-dialog.md §5).
 */
export { putOnHoldFixtures } from './PutOnHoldDialog/PutOnHoldDialog.fixtures';
export { interviewFixtures } from './InterviewDialog/InterviewDialog.fixtures';
export { withdrawCandidateFixtures } from './WithdrawCandidateDialog/WithdrawCandidateDialog.fixtures';
export { declineInvitationFixtures } from './DeclineInvitationDialog/DeclineInvitationDialog.fixtures';
export { withdrawApplicationFixtures } from './WithdrawApplicationDialog/WithdrawApplicationDialog.fixtures';
export { rejectConsultantFixtures } from './RejectConsultantDialog/RejectConsultantDialog.fixtures';
export { activateConsultantFixtures } from './ActivateConsultantDialog/ActivateConsultantDialog.fixtures';
export { reactivateConsultantFixtures } from './ReactivateConsultantDialog/ReactivateConsultantDialog.fixtures';
export { requestTestimonialFixtures } from './RequestTestimonialDialog/RequestTestimonialDialog.fixtures';
export { cancelVacancyFixtures } from './CancelVacancyDialog/CancelVacancyDialog.fixtures';
export { applyToVacancyFixtures } from './ApplyToVacancyDialog/ApplyToVacancyDialog.fixtures';
export { updatePlacementFixtures } from './UpdatePlacementDialog/UpdatePlacementDialog.fixtures';
export { agencyRevenueCalculatorFixtures } from './AgencyRevenueCalculatorDialog/AgencyRevenueCalculatorDialog.fixtures';
export { feedbackFixtures } from './FeedbackDialog/FeedbackDialog.fixtures';
export { noteFixtures } from './NoteDialog/NoteDialog.fixtures';
export { paymentTermFixtures } from './PaymentTermDialog/PaymentTermDialog.fixtures';
export { paymentTermsFixtures } from './PaymentTermsDialog/PaymentTermsDialog.fixtures';
export { imageCropFixtures } from './ImageCropDialog/ImageCropDialog.fixtures';
export { backupCandidateFixtures } from './BackupCandidateDialog/BackupCandidateDialog.fixtures';
export { rejectCandidateFixtures } from './RejectCandidateDialog/RejectCandidateDialog.fixtures';
export { makeOfferFixtures } from './MakeOfferDialog/MakeOfferDialog.fixtures';
export { reactivateCandidateFixtures } from './ReactivateCandidateDialog/ReactivateCandidateDialog.fixtures';
export { editFeedbackFixtures } from './EditFeedbackDialog/EditFeedbackDialog.fixtures';
export { completeResearchFixtures } from './CompleteResearchDialog/CompleteResearchDialog.fixtures';
export { employerFeedbackFixtures } from './EmployerFeedbackDialog/EmployerFeedbackDialog.fixtures';
export { rejectSubmissionFixtures } from './RejectSubmissionDialog/RejectSubmissionDialog.fixtures';
export { withdrawSubmissionFixtures } from './WithdrawSubmissionDialog/WithdrawSubmissionDialog.fixtures';
export { hireCandidateFixtures } from './HireCandidateDialog/HireCandidateDialog.fixtures';
export { candidateConsentFixtures } from './CandidateConsentDialog/CandidateConsentDialog.fixtures';
export { downloadAttachmentsFixtures } from './DownloadAttachmentsDialog/DownloadAttachmentsDialog.fixtures';
export { submitCandidateListFixtures } from './SubmitCandidateListDialog/SubmitCandidateListDialog.fixtures';
export { submitCandidateFixtures } from './SubmitCandidateDialog/SubmitCandidateDialog.fixtures';
export { inviteConsultantsFixtures } from './InviteConsultantsDialog/InviteConsultantsDialog.fixtures';
export { selectSuppliersFixtures } from './SelectSuppliersDialog/SelectSuppliersDialog.fixtures';
export { publishVacancyFixtures } from './PublishVacancyDialog/PublishVacancyDialog.fixtures';
export { vacancyFormFixtures } from '../widgets/VacancyForm/VacancyForm.fixtures';
export { newThreadFixtures } from './NewThreadDialog/NewThreadDialog.fixtures';
export { addContactsFixtures } from './AddContactsDialog/AddContactsDialog.fixtures';
export { taskFixtures } from './TaskDialog/TaskDialog.fixtures';
export { assessmentFeedbackFixtures } from './AssessmentFeedbackDialog/AssessmentFeedbackDialog.fixtures';
export { candidateDocumentsFixtures } from './CandidateDocuments/CandidateDocuments.fixtures';
export { confirmActionFixtures } from './ConfirmActionDialog/ConfirmActionDialog.fixtures';
export { consultantRatingsFixtures } from './ConsultantRatings/ConsultantRatings.fixtures';
export { consultantStepperFixtures } from './ConsultantStepperDialog/ConsultantStepperDialog.fixtures';
export { reasonCommentFixtures } from './ReasonCommentDialog/ReasonCommentDialog.fixtures';
