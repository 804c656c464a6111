/**
 * Dialog ↔ server contract (CONVENTIONS.md "Dialogs": "a server test sends its Filled payload and
 * gets 2xx").
 *
 * Why: a dialog in packages/ui is tested in its stories only against the payload it promises
 * (the Filled story asserts the exact object passed to `onSubmit`); the server is tested against
 * its own schema. Nothing else checks that the two agree: a renamed field, an option id the server's
 * reference list does not have, or a payload the server refuses would only show in the assembled
 * app. Here each dialog's Filled payload, taken unchanged from `@mandate/ui/fixtures` (the same
 * data the stories use), goes to the real server (apps/api in a child process, embedded database,
 * demo data) through the real API client, as the app sends it after the dialog's submit.
 *
 * For each contract case:
 * 1. every option id the stories offer is a code of the server's reference list it stands for;
 * 2. the Filled payload is accepted (2xx) and the answer shows its effect;
 * 3. where the dialog has a refusal story, sending the same payload once more to the same subject
 *    is refused with the expected status and a server message (what the dialog shows);
 * 4. the payload without its required field is refused (400/422) with a field error under the
 *    same name the dialog binds the field to, so the server's message lands beside that field.
 *
 * Adding a dialog: export its fixtures (`filled`, option lists) from
 * packages/ui/src/dialogs/fixtures.ts, then add one entry to `contracts` below with
 * {@link contract}: who opens the dialog (`as`), the lists, how to find its `subject` in the demo
 * data (extend {@link World} if nothing fits), how the app `send`s the payload (the api-client
 * operation its screen calls), what the answer must show, the repeat's refusal status (or
 * `null`) and the payload's `requiredField`. Import only `@mandate/ui/fixtures` from ui: its index pulls React and vanilla-extract
 * styles, which this Node project cannot run.
 */
import {
  ApiError,
  createVacancy,
  publishVacancy,
  approveJobRecruiter,
  backupApplication,
  cancelVacancy,
  createThread,
  completeCandidateList,
  createCandidateList,
  createNote,
  createPaymentTerm,
  inviteJobRecruiters,
  declineInvitation,
  editPlacement,
  editCandidateListFeedback,
  editFeedback,
  getCurrentUser,
  getDataList,
  hireApplication,
  listApplications,
  listCandidateLists,
  listFeedback,
  listCandidates,
  listJobRecruiters,
  listMessageContacts,
  listVacancies,
  listVacancyJobRecruiters,
  offerApplication,
  putVacancyOnHold,
  reactivateApplication,
  recordCandidateConsent,
  reactivateJobRecruiter,
  rejectApplication,
  rejectCandidateList,
  rejectJobRecruiter,
  requestJobRecruiter,
  requestTestimonial,
  viewApplication,
  selectJobRecruiters,
  sendProductFeedback,
  withdrawApplication,
  withdrawInvitation,
  withdrawCandidateList,
  uploadFile,
  withdrawJobRecruiter,
  type ApiClient,
  type JobRecruiterRecord,
  type VacancyListItem,
  type PlacementRecord,
} from '@mandate/api-client';
import { signedInClient, apiServerForThisFile } from '@mandate/api-client/testing';
import type {
  ApplicationStatus,
  CandidateListCreatePayload,
  CandidateListStatus,
  Id,
  JobRecruiterStatus,
  LoginPayload,
  ThreadPayload,
} from '@mandate/domain';
import {
  activateConsultantFixtures,
  publishVacancyFixtures,
  vacancyFormFixtures,
  addContactsFixtures,
  applyToVacancyFixtures,
  backupCandidateFixtures,
  cancelVacancyFixtures,
  completeResearchFixtures,
  candidateConsentFixtures,
  declineInvitationFixtures,
  editFeedbackFixtures,
  employerFeedbackFixtures,
  feedbackFixtures,
  makeOfferFixtures,
  newThreadFixtures,
  noteFixtures,
  paymentTermFixtures,
  hireCandidateFixtures,
  inviteConsultantsFixtures,
  putOnHoldFixtures,
  reactivateCandidateFixtures,
  /** A content admin: sees every vacancy, edits the select-suppliers template. */
  reactivateConsultantFixtures,
  rejectCandidateFixtures,
  rejectConsultantFixtures,
  rejectSubmissionFixtures,
  selectSuppliersFixtures,
  submitCandidateListFixtures,
  requestTestimonialFixtures,
  updatePlacementFixtures,
  withdrawApplicationFixtures,
  withdrawCandidateFixtures,
  withdrawSubmissionFixtures,
} from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';

/** Demo logins (README), by the role a dialog is opened with. */
const demoUsers = {
  /** Helvetia Pharma AG: owns active vacancies in the demo data. */
  employer: { username: 'employer@mandate.demo', password: 'Employer-2026' },
  /** Rhein Logistik GmbH: owns DEMO-005, closed with the demo data's one placement. */
  employerDe: { username: 'employer.de@mandate.demo', password: 'Employer-2026' },
  /** Alpine Search AG: accepted on DEMO-001 with candidates submitted there. */
  consultant1: { username: 'consultant1@mandate.demo', password: 'Consultant-2026' },
  /** Alpine Search AG: invited to DEMO-001. */
  consultant2: { username: 'consultant2@mandate.demo', password: 'Consultant-2026' },
  /** Nordlicht Executive Partners: accepted on DEMO-002 and DEMO-005, no relation to DEMO-001. */
  consultant4: { username: 'consultant4@mandate.demo', password: 'Consultant-2026' },
  /** Content admin: sees every application; gives the date of an offer. */
  admin: { username: 'content.admin@mandate.demo', password: 'Admin-2026' },
} as const satisfies Record<string, LoginPayload>;
type DemoUser = keyof typeof demoUsers;

/** What the cases find their subjects in: the running server's demo data. */
interface World {
  /** The client of a demo user; each signs in once, on first use. */
  client(user: DemoUser): Promise<ApiClient>;
  /** An active vacancy of the demo employer's organisation that no case has used yet. */
  activeVacancy(): Promise<Id>;
  /** A consultant-on-a-vacancy relation in `status` that `user` sees (their own, or on their vacancies), unused so far. */
  relation(user: DemoUser, status: JobRecruiterStatus): Promise<JobRecruiterRecord>;
  /**
   * A consultant's request made now by `user` on an active vacancy of the demo employer where they have
   * no relation or withdrew (the demo data holds one requested consultant only, which the reject case takes).
   */
  newRequest(user: DemoUser): Promise<JobRecruiterRecord>;
  /** An active vacancy of the demo employer where `user` has no relation at all (and so may apply). */
  vacancyWithoutRelation(user: DemoUser): Promise<Id>;
  /**
   * An active vacancy of the demo employer's organisation, unused so far, that the employer may
   * cancel (001 §4.1: premoderation, or no recruited candidates) and on which each of `consultants`
   * is accepted under that name (whom the cancel dialog rates). Marks it used.
   */
  cancellableVacancy(consultants: readonly { id: Id; fullName: string }[]): Promise<Id>;
  /**
   * Where `user` may submit a candidate list now (an active vacancy that takes candidates, on which they
   * are accepted), with a small PDF they uploaded for it. Leaves the relation unused for the other cases.
   */
  candidateListTarget(user: DemoUser): Promise<{ jobId: Id; fileId: Id }>;
  /** An application in `status` that `user` sees (a consultant: their own submissions), unused so far. */
  application(user: DemoUser, status: ApplicationStatus): Promise<Id>;
  /** The active placement of a hired application that `user` sees, unused so far. */
  placement(user: DemoUser): Promise<PlacementRecord>;
  /** The feedback `feedbackId` (a fixture's, of the demo data) with its application, as `user` sees it. */
  feedback(user: DemoUser, feedbackId: Id): Promise<{ applicationId: Id; feedbackId: Id }>;
  /** A candidate list in `status` that `user` sees (a consultant: their own), unused so far. */
  candidateList(user: DemoUser, status: CandidateListStatus): Promise<Id>;
  /**
   * An active vacancy of the demo employer's organisation, not exclusive for headhunters (001 §4.1
   * "Invite headhunters"), to which each of `recruiters` may be invited: no relation, or a withdrawn
   * invitation. An open invitation of theirs there is withdrawn first by the employer, so the invite
   * and the two select-suppliers cases can invite the same demo consultant in turn. Not marked used:
   * inviting changes nothing the other cases look for.
   */
  invitableVacancy(recruiters: readonly Id[]): Promise<Id>;
  /** A candidate that `user` sees (a consultant: their own). */
  candidate(user: DemoUser): Promise<Id>;
}

/** One dialog's contract with the server. Methods (not function properties) so cases of different types share one table. */
interface DialogContract<Payload, Subject, Answer> {
  /** The dialog, as its folder in packages/ui/src/dialogs is named. */
  name: string;
  /** The demo user who opens the dialog in the app. */
  as: DemoUser;
  /** The Filled story's payload, from the dialog's fixtures: sent unchanged. */
  payload: Payload;
  /** The option lists of the stories: each id must be a code of the named reference list (`GET /list/{name}`). */
  lists: readonly { list: string; ids: readonly string[] }[];
  /** What the dialog acts on, found (or made) in the demo data. */
  subject(world: World): Promise<Subject>;
  /** Sends the payload as the app does after the dialog's submit. */
  send(client: ApiClient, subject: Subject, payload: Payload): Promise<Answer>;
  /** Assertions on the 2xx answer: the payload had its effect. */
  accepted(answer: Answer): void;
  /** The status of the refusal when the same payload is sent again to the same subject, or `null` when a repeat is fine. */
  refusedOnRepeat: number | null;
  /**
   * The payload's required field, as the dialog binds it: sent without it, the server names it in its
   * field errors. `null` for a confirm dialog without fields (its payload has no required field).
   */
  requiredField: string | null;
}

/** Keeps the types of one case while it is written; the table holds them all. */
const contract = <Payload, Subject, Answer>(
  c: DialogContract<Payload, Subject, Answer> & { requiredField: (keyof Payload & string) | null },
): DialogContract<unknown, unknown, unknown> => c as DialogContract<unknown, unknown, unknown>;

const contracts = [
  contract({
    name: 'PutOnHoldDialog',
    as: 'employer',
    payload: putOnHoldFixtures.filled,
    lists: [{ list: 'job-on-hold-reasons', ids: putOnHoldFixtures.reasons.map((reason) => reason.id) }],
    subject: (world) => world.activeVacancy(),
    send: (client, vacancyId, payload) => putVacancyOnHold(client, vacancyId, payload),
    accepted: (vacancy) => expect(vacancy.status.code).toBe('on-hold'),
    // Only an active vacancy can be put on hold: the RefusedMessage story's case.
    refusedOnRepeat: 409,
    requiredField: 'reason',
  }),
  contract({
    name: 'WithdrawCandidateDialog',
    as: 'consultant1',
    payload: withdrawCandidateFixtures.filled,
    lists: [{ list: 'candidate-withdraw-reasons', ids: withdrawCandidateFixtures.reasons.map((reason) => reason.id) }],
    subject: (world) => world.application('consultant1', 'proposed'),
    send: (client, applicationId, payload) => withdrawApplication(client, applicationId, payload),
    accepted: (application) => {
      expect(application.status.code).toBe('withdrawn');
      expect(application.withdrawReason).toBe(withdrawCandidateFixtures.filled.withdrawReason);
    },
    // A withdrawn candidate is no longer in the running.
    refusedOnRepeat: 409,
    requiredField: 'withdrawReason',
  }),
  contract({
    name: 'DeclineInvitationDialog',
    as: 'consultant2',
    payload: declineInvitationFixtures.filled,
    lists: [{ list: 'invitation-decline-reasons', ids: declineInvitationFixtures.reasons.map((reason) => reason.id) }],
    subject: async (world) => (await world.relation('consultant2', 'invited')).job.id,
    send: (client, vacancyId, payload) => declineInvitation(client, vacancyId, payload),
    accepted: (relation) => expect(relation.status.code).toBe('withdrawn'),
    // Only an open invitation can be declined.
    refusedOnRepeat: 409,
    requiredField: 'declineReason',
  }),
  contract({
    name: 'WithdrawApplicationDialog',
    as: 'consultant4',
    payload: withdrawApplicationFixtures.filled,
    lists: [{ list: 'recruiter-withdraw-reasons', ids: withdrawApplicationFixtures.reasons.map((reason) => reason.id) }],
    subject: async (world) => (await world.relation('consultant4', 'accepted')).id,
    send: (client, relationId, payload) => withdrawJobRecruiter(client, relationId, payload),
    accepted: (relation) => expect(relation.status.code).toBe('withdrawn'),
    // Only a requested or accepted consultant can withdraw.
    refusedOnRepeat: 409,
    requiredField: 'withdrawReason',
  }),
  contract({
    name: 'RejectConsultantDialog',
    as: 'employer',
    payload: rejectConsultantFixtures.filled,
    lists: [],
    subject: async (world) => (await world.relation('employer', 'requested')).id,
    send: (client, relationId, payload) => rejectJobRecruiter(client, relationId, payload),
    accepted: (relation) => expect(relation.status.code).toBe('rejected'),
    // A rejected consultant cannot be rejected again.
    refusedOnRepeat: 409,
    requiredField: 'comment',
  }),
  contract({
    name: 'ActivateConsultantDialog',
    as: 'employer',
    payload: activateConsultantFixtures.filled,
    lists: [],
    // The demo data's one requested consultant is the reject case's: a consultant requests one now
    // (consultant2 may again on DEMO-001 once the decline case above has declined the invitation).
    subject: async (world) => (await world.newRequest('consultant2')).id,
    send: (client, relationId, payload) => approveJobRecruiter(client, relationId, payload),
    accepted: (relation) => expect(relation.status.code).toBe('accepted'),
    // Only a requested consultant can be approved.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    name: 'ReactivateConsultantDialog',
    as: 'employer',
    payload: reactivateConsultantFixtures.filled,
    lists: [],
    subject: async (world) => (await world.relation('employer', 'rejected')).id,
    send: (client, relationId, payload) => reactivateJobRecruiter(client, relationId, payload),
    accepted: (relation) => expect(relation.status.code).toBe('accepted'),
    // Only a rejected consultant can be reactivated.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    name: 'RequestTestimonialDialog',
    // The accepted consultant asks the vacancy's employer (domain rule `request-testimonial`: recruiter side, status accepted).
    as: 'consultant1',
    payload: requestTestimonialFixtures.filled,
    lists: [],
    subject: async (world) => (await world.relation('consultant1', 'accepted')).id,
    send: (client, relationId, payload) => requestTestimonial(client, relationId, payload),
    accepted: (relation) => {
      expect(relation.status.code).toBe('accepted');
      expect(relation.testimonialRequestDate).toBeTruthy();
    },
    // The state machine allows a repeat (the status stays accepted; the request date is renewed).
    refusedOnRepeat: null,
    requiredField: null,
  }),
  contract({
    name: 'UpdatePlacementDialog',
    // The employer who owns the placed vacancy edits it (domain rule `placement-edit`: employer side).
    as: 'employerDe',
    payload: updatePlacementFixtures.filled,
    lists: [{ list: 'revenue-splits', ids: updatePlacementFixtures.revenueSplits.map((split) => split.code) }],
    subject: async (world) => {
      const placement = await world.placement('employerDe');
      // The fixtures name the placement's vacancy (the dialog gets it as `jobId`): it must be the demo placement's.
      expect(placement.jobId, `the demo placement's vacancy id (fixtures say ${updatePlacementFixtures.jobId})`).toBe(
        updatePlacementFixtures.jobId,
      );
      return placement.id;
    },
    send: (client, placementId, payload) => editPlacement(client, placementId, payload),
    accepted: (placement) => {
      const { filled } = updatePlacementFixtures;
      // The server recomputes the fee by domain's rule: it is the one the dialog showed and sent.
      expect(placement).toMatchObject({
        totalPackage: filled.totalPackage,
        recruitmentFee: filled.recruitmentFee,
        feePercentage: filled.feePercentage,
        revenueSplit: filled.revenueSplit,
        offerDate: filled.offerDate,
        startDate: filled.startDate,
        approvalNumber: filled.approvalNumber,
        isGuaranteeCase: true,
      });
    },
    // Editing a placement again with the same values is fine (a reverted one is refused: the RefusedMessage story).
    refusedOnRepeat: null,
    requiredField: 'approvalNumber',
  }),
  contract({
    name: 'ApplyToVacancyDialog',
    as: 'consultant4',
    payload: applyToVacancyFixtures.filled,
    lists: [],
    subject: (world) => world.vacancyWithoutRelation('consultant4'),
    send: (client, vacancyId, payload) => requestJobRecruiter(client, vacancyId, payload),
    accepted: (relation) => {
      expect(relation.status.code).toBe('requested');
      expect(relation.comment).toBe(applyToVacancyFixtures.filled.comment);
    },
    // A consultant who has requested cannot request again (domain rule `request`).
    refusedOnRepeat: 409,
    requiredField: 'comment',
  }),
  contract({
    name: 'BackupCandidateDialog',
    as: 'employer',
    payload: backupCandidateFixtures.filled,
    lists: [],
    subject: (world) => world.application('employer', 'interview'),
    send: (client, applicationId, payload) => backupApplication(client, applicationId, payload),
    accepted: (application) => expect(application.status.code).toBe('backed-up'),
    // Only a candidate in the running can be backed up.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    name: 'MakeOfferDialog',
    as: 'employer',
    payload: makeOfferFixtures.filled,
    lists: [],
    // A backed-up candidate may get the offer (the machine's `offer` grants).
    subject: (world) => world.application('employer', 'backed-up'),
    send: (client, applicationId, payload) => offerApplication(client, applicationId, payload),
    accepted: (application) => {
      expect(application.status.code).toBe('offer-made');
      expect(application.logs.at(-1)?.comment).toBe(makeOfferFixtures.filled.comment);
    },
    // An offer is made once.
    refusedOnRepeat: 409,
    requiredField: 'comment',
  }),
  contract({
    name: 'MakeOfferDialog (admin, with the date)',
    as: 'admin',
    payload: makeOfferFixtures.filledAdmin,
    lists: [],
    subject: (world) => world.application('admin', 'in-review'),
    send: (client, applicationId, payload) => offerApplication(client, applicationId, payload),
    accepted: (application) => {
      expect(application.status.code).toBe('offer-made');
      // The offer's log entry carries the day the admin gave.
      const offer = application.logs.filter((log) => log.status.code === 'offer-made').at(-1);
      expect(offer?.creationDate?.slice(0, 10)).toBe(makeOfferFixtures.filledAdmin.creationDate);
    },
    refusedOnRepeat: 409,
    requiredField: 'creationDate',
  }),
  contract({
    name: 'RejectCandidateDialog',
    as: 'employer',
    payload: rejectCandidateFixtures.filled,
    lists: [{ list: 'candidate-reject-reasons', ids: rejectCandidateFixtures.reasons.map((reason) => reason.id) }],
    subject: (world) => world.application('employer', 'offer-made'),
    send: (client, applicationId, payload) => rejectApplication(client, applicationId, payload),
    accepted: (application) => {
      expect(application.status.code).toBe('rejected');
      expect(application.rejectReason).toBe(rejectCandidateFixtures.filled.rejectReason);
    },
    // A rejected candidate is no longer in the running.
    refusedOnRepeat: 409,
    requiredField: 'rejectReason',
  }),
  contract({
    name: 'ReactivateCandidateDialog',
    as: 'employer',
    payload: reactivateCandidateFixtures.filled,
    lists: [],
    subject: (world) => world.application('employer', 'rejected'),
    send: (client, applicationId, payload) => reactivateApplication(client, applicationId, payload),
    // Back to the status before the rejection (the demo's rejected candidate was proposed).
    accepted: (application) => expect(application.status.code).toBe('proposed'),
    // Only a rejected, withdrawn or backed-up candidate can be reactivated.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    name: 'EditFeedbackDialog',
    as: 'employer',
    payload: editFeedbackFixtures.filled,
    lists: [{ list: 'assessment-levels', ids: editFeedbackFixtures.assessmentLevels.map((level) => level.id) }],
    subject: (world) => world.feedback('employer', editFeedbackFixtures.feedbackId),
    send: (client, { applicationId, feedbackId }, payload) => editFeedback(client, applicationId, feedbackId, payload),
    accepted: (feedback) =>
      expect({ feedback: feedback.feedback, assessmentLevel: feedback.assessmentLevel }).toEqual({
        feedback: editFeedbackFixtures.filled.feedback,
        assessmentLevel: editFeedbackFixtures.filled.assessmentLevel,
      }),
    // Feedback may be edited again.
    refusedOnRepeat: null,
    requiredField: 'feedback',
  }),
  contract({
    // Before the employer's cases on lists: the consultant's own submitted list.
    name: 'WithdrawSubmissionDialog',
    as: 'consultant1',
    payload: withdrawSubmissionFixtures.filled,
    lists: [],
    subject: (world) => world.candidateList('consultant1', 'submitted'),
    send: (client, listId, payload) => withdrawCandidateList(client, listId, payload),
    accepted: (list) => expect(list.status.code).toBe('withdrawn'),
    // Only a submitted list can be withdrawn.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    name: 'CompleteResearchDialog',
    as: 'employer',
    payload: completeResearchFixtures.filled,
    lists: [{ list: 'milestones', ids: completeResearchFixtures.milestones.map((milestone) => milestone.id) }],
    subject: (world) => world.candidateList('employer', 'submitted'),
    send: (client, listId, payload) => completeCandidateList(client, listId, payload),
    accepted: (list) =>
      expect({ status: list.status.code, milestone: list.milestone }).toEqual({ status: 'completed', ...completeResearchFixtures.filled }),
    // Only a submitted list's research can be completed.
    refusedOnRepeat: 409,
    requiredField: 'milestone',
  }),
  contract({
    name: 'RejectSubmissionDialog',
    as: 'employer',
    payload: rejectSubmissionFixtures.filled,
    lists: [],
    subject: (world) => world.candidateList('employer', 'submitted'),
    send: (client, listId, payload) => rejectCandidateList(client, listId, payload),
    accepted: (list) => expect(list.status.code).toBe('rejected'),
    // Only a submitted list can be rejected.
    refusedOnRepeat: 409,
    requiredField: null,
  }),
  contract({
    // The demo data's completed list, whose feedback the employer edits.
    name: 'EmployerFeedbackDialog',
    as: 'employer',
    payload: employerFeedbackFixtures.filled,
    lists: [{ list: 'assessment-levels', ids: employerFeedbackFixtures.assessmentLevels.map((level) => level.id) }],
    subject: (world) => world.candidateList('employer', 'completed'),
    send: (client, listId, payload) => editCandidateListFeedback(client, listId, payload),
    accepted: (list) =>
      expect({ feedback: list.feedback?.feedback, assessmentLevel: list.feedback?.assessmentLevel }).toEqual(
        employerFeedbackFixtures.filled,
      ),
    // Feedback may be edited again.
    refusedOnRepeat: null,
    requiredField: 'feedback',
  }),
  contract({
    name: 'SubmitCandidateListDialog',
    // An accepted consultant on an active vacancy that takes candidates (domain rule `create`: submissionGuards).
    as: 'consultant1',
    payload: submitCandidateListFixtures.filled,
    lists: [],
    subject: (world) => world.candidateListTarget('consultant1'),
    // File and vacancy ids are the server's: the uploaded PDF's id and the vacancy's stand in for the stories' ids
    // (the attachments only where the payload has them: the required-field check sends it without).
    send: (client, { jobId, fileId }, { attachments, ...payload }) =>
      createCandidateList(client, { ...payload, jobId, ...(attachments ? { attachments: [fileId] } : {}) } as CandidateListCreatePayload),
    accepted: (list) => {
      expect(list.status).toMatchObject({ code: 'submitted' });
      expect(list.title).toBe(submitCandidateListFixtures.filled.title);
    },
    // A consultant may submit more than one list on a vacancy.
    refusedOnRepeat: null,
    requiredField: 'attachments',
  }),
  contract({
    name: 'HireCandidateDialog',
    as: 'employer',
    payload: hireCandidateFixtures.filled,
    lists: [],
    // In line-manager review on DEMO-002 (two positions, so the hire leaves it open), supplied by the rated consultant;
    // not the offer-made one on DEMO-001, whose hire would close the vacancy the cancel case needs.
    subject: (world) => world.application('employer', 'line-manager-review'),
    send: (client, applicationId, payload) => hireApplication(client, applicationId, payload),
    accepted: (application) => expect(application.status.code).toBe('recruited'),
    // A hired candidate cannot be hired again.
    refusedOnRepeat: 409,
    requiredField: 'totalPackage',
  }),
  contract({
    name: 'CandidateConsentDialog',
    // The consultant who owns the candidate records the consent (candidate-edit, own).
    as: 'consultant1',
    payload: candidateConsentFixtures.filled,
    lists: [],
    subject: async (world) => {
      const [candidate] = (await listCandidates(await world.client('consultant1'), { status: ['active'], pageSize: 1 })).items;
      if (!candidate) throw new Error('consultant1 owns no active candidate in the demo data.');
      return candidate.id;
    },
    send: (client, candidateId, payload) => recordCandidateConsent(client, candidateId, payload),
    accepted: (candidate) => expect(candidate.consent).toMatchObject({ document: 'candidate-privacy-notice', locale: 'en', fileId: null }),
    // Each consent given is recorded (who, when, which document): a repeat is a new record.
    refusedOnRepeat: null,
    requiredField: 'document',
  }),
  contract({
    name: 'InviteConsultantsDialog',
    as: 'employer',
    payload: inviteConsultantsFixtures.filled,
    lists: [],
    subject: (world) => world.invitableVacancy(inviteConsultantsFixtures.filled.recruiters),
    send: (client, vacancyId, payload) => inviteJobRecruiters(client, vacancyId, payload),
    accepted: (page) => {
      expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]);
      expect(page.items[0]!.comment).toBe(inviteConsultantsFixtures.filled.comment);
    },
    // An invited consultant cannot be invited again (domain rule `invite`).
    refusedOnRepeat: 409,
    requiredField: 'recruiters',
  }),
  contract({
    name: 'SelectSuppliersDialog',
    as: 'employer',
    payload: selectSuppliersFixtures.filled,
    lists: [],
    subject: (world) => world.invitableVacancy(selectSuppliersFixtures.filled.recruiters),
    send: (client, vacancyId, payload) => selectJobRecruiters(client, vacancyId, payload),
    accepted: (page) => expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]),
    // A selected consultant is invited, and cannot be again.
    refusedOnRepeat: 409,
    requiredField: 'recruiters',
  }),
  contract({
    // An admin's selection carries the edited notification template (subject and body required).
    name: 'SelectSuppliersDialog (admin)',
    as: 'admin',
    payload: selectSuppliersFixtures.filledAdmin,
    lists: [],
    subject: (world) => world.invitableVacancy(selectSuppliersFixtures.filledAdmin.recruiters),
    send: (client, vacancyId, payload) => selectJobRecruiters(client, vacancyId, payload),
    accepted: (page) => expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]),
    refusedOnRepeat: 409,
    requiredField: 'comment',
  }),
  contract({
    // Last: it cancels the vacancy the cases above work on (DEMO-001, where the rated consultant supplied candidates).
    name: 'CancelVacancyDialog',
    as: 'employer',
    payload: cancelVacancyFixtures.filled,
    lists: [{ list: 'job-cancel-reasons', ids: cancelVacancyFixtures.reasons.map((reason) => reason.id) }],
    subject: (world) => world.cancellableVacancy(cancelVacancyFixtures.filled.ratings.map((rating) => rating.user)),
    send: (client, vacancyId, payload) => cancelVacancy(client, vacancyId, payload),
    accepted: (vacancy) => expect(vacancy.status.code).toBe('cancelled'),
    // A cancelled vacancy cannot be cancelled again (001 §4.1).
    refusedOnRepeat: 409,
    requiredField: 'cancelReason',
  }),
  contract({
    name: 'NoteDialog',
    as: 'consultant1',
    payload: noteFixtures.filled,
    lists: [],
    // The dialog is opened on a record (its type and linkedId come from the screen): a candidate of the consultant's.
    subject: (world) => world.candidate('consultant1'),
    send: (client, candidateId, payload) => createNote(client, { ...payload, linkedId: candidateId }),
    accepted: (note) => {
      expect(note).toMatchObject({ content: noteFixtures.filled.content, type: 'candidate', candidate: { id: note.linkedId } });
    },
    // Another note on the same record is fine.
    refusedOnRepeat: null,
    // 001 §5: "Note text: none required"; type and linkedId are the screen's, not fields of the dialog.
    requiredField: null,
  }),
  contract({
    name: 'PaymentTermDialog',
    as: 'admin',
    payload: paymentTermFixtures.filled,
    lists: [],
    subject: () => Promise.resolve(null),
    send: (client, _subject, payload) => createPaymentTerm(client, payload),
    accepted: (term) => expect(term).toEqual({ id: expect.any(Number), ...paymentTermFixtures.filled }),
    // Without a code, the same term may be added twice.
    refusedOnRepeat: null,
    requiredField: 'label',
  }),
  contract({
    name: 'FeedbackDialog',
    as: 'employer',
    payload: feedbackFixtures.filled,
    lists: [{ list: 'feedback-categories', ids: feedbackFixtures.categories.map((category) => category.id) }],
    subject: () => Promise.resolve(null),
    send: (client, _subject, payload) => sendProductFeedback(client, payload),
    accepted: (feedback) => expect(feedback).toMatchObject(feedbackFixtures.filled),
    refusedOnRepeat: null,
    requiredField: 'message',
  }),
  contract({
    name: 'NewThreadDialog',
    as: 'employer',
    payload: newThreadFixtures.filled,
    lists: [],
    // The recipient is a demo consultant (the stories' user ids are not the server's).
    subject: async (world) => (await getCurrentUser(await world.client('consultant1'))).id,
    // The recipient's id stands in for the stories' one, only where the payload has participants (the required-field check sends it without).
    send: (client, recipientId, { participants, ...payload }) =>
      createThread(client, { ...payload, ...(participants ? { participants: [{ id: recipientId }] } : {}) } as ThreadPayload),
    accepted: (thread) => {
      expect(thread.subject).toBe(newThreadFixtures.filled.subject);
      expect(thread.participants.length).toBe(2);
      expect(thread.messages[0]?.content).toContain(newThreadFixtures.typedMessage);
    },
    // Another thread with the same person is fine.
    refusedOnRepeat: null,
    requiredField: 'participants',
  }),
];

const clients = new Map<DemoUser, Promise<ApiClient>>();
const usedVacancies = new Set<Id>();
const usedRelations = new Set<Id>();
const usedApplications = new Set<Id>();
const usedPlacements = new Set<Id>();
const usedLists = new Set<Id>();

const world: World = {
  client(user) {
    let client = clients.get(user);
    if (!client) {
      client = signedInClient(server().origin, demoUsers[user]);
      clients.set(user, client);
    }
    return client;
  },
  async activeVacancy() {
    const vacancy = (await employerVacancies()).find((item) => !usedVacancies.has(item.id));
    if (!vacancy) throw new Error('No unused active vacancy of the demo employer’s organisation in the demo data.');
    usedVacancies.add(vacancy.id);
    return vacancy.id;
  },
  async relation(user, status) {
    const page = await listJobRecruiters(await world.client(user), { statuses: [status], pageSize: 50 });
    const relation = page.items.find((item) => item.status.code === status && !usedRelations.has(item.id));
    if (!relation) throw new Error(`No unused job-recruiter relation in status ${status} that ${user} sees in the demo data.`);
    usedRelations.add(relation.id);
    return relation;
  },
  async newRequest(user) {
    const consultant = await world.client(user);
    const refusals: string[] = [];
    // A consultant may request where they have no relation, or withdrew (domain rule `request`).
    for (const vacancy of await requestableVacancies(user, { orWithdrawn: true })) {
      try {
        const relation = await requestJobRecruiter(consultant, vacancy.id, {
          comment: '<p>We cover this market and would like to work on it.</p>',
        });
        usedRelations.add(relation.id);
        return relation;
      } catch (error) {
        refusals.push(`${vacancy.id}: ${String(error)}`);
      }
    }
    throw new Error(
      `${user} could not request any active vacancy of the demo employer (${refusals.join('; ') || 'none where they may request'}).`,
    );
  },
  async vacancyWithoutRelation(user) {
    const [vacancy] = await requestableVacancies(user, { orWithdrawn: false });
    if (!vacancy) throw new Error(`No active vacancy of the demo employer where ${user} has no relation, in the demo data.`);
    return vacancy.id;
  },
  async cancellableVacancy(consultants) {
    const employer = await world.client('employer');
    const seen: string[] = [];
    for (const vacancy of await employerVacancies()) {
      if (usedVacancies.has(vacancy.id) || !(vacancy.premoderation || vacancy.statistics.recruitedCandidates === 0)) continue;
      const accepted = new Map(
        (await listVacancyJobRecruiters(employer, vacancy.id)).items
          .filter((relation) => relation.status.code === 'accepted')
          .map((relation) => [relation.recruiter.id, relation.recruiter.fullName]),
      );
      seen.push(`${vacancy.reference ?? vacancy.id}: ${[...accepted].map(([id, name]) => `${id} ${name}`).join(', ') || 'nobody'}`);
      if (consultants.every((consultant) => accepted.get(consultant.id) === consultant.fullName)) {
        usedVacancies.add(vacancy.id);
        return vacancy.id;
      }
    }
    throw new Error(
      `No unused cancellable vacancy of the demo employer with ${consultants.map((c) => `${c.id} ${c.fullName}`).join(', ')} accepted ` +
        `(accepted consultants by vacancy: ${seen.join('; ') || 'none'}); the fixture's consultant ids must be demo users'.`,
    );
  },
  async candidateListTarget(user) {
    const client = await world.client(user);
    const active = new Set((await employerVacancies()).map((vacancy) => vacancy.id));
    const relation = (await listJobRecruiters(client, { statuses: ['accepted'], pageSize: 50 })).items.find(
      (item) => item.status.code === 'accepted' && active.has(item.job.id),
    );
    if (!relation) throw new Error(`${user} is accepted on no active vacancy of the demo employer in the demo data.`);
    const pdf = new Blob(['%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], { type: 'application/pdf' });
    const file = await uploadFile(client, pdf, { type: 'attachment', fileName: 'Longlist regulatory affairs.pdf' });
    return { jobId: relation.job.id, fileId: file.id };
  },
  invitableVacancy: (recruiters) => invitableVacancy(recruiters),
  async candidate(user) {
    const [candidate] = (await listCandidates(await world.client(user), { pageSize: 1 })).items;
    if (!candidate) throw new Error(`No candidate that ${user} sees in the demo data.`);
    return candidate.id;
  },
  async application(user, status) {
    const page = await listApplications(await world.client(user), { status: [status], pageSize: 50 });
    const application = page.items.find((item) => item.status.code === status && !usedApplications.has(item.id));
    if (!application) throw new Error(`No unused application in status ${status} that ${user} sees in the demo data.`);
    usedApplications.add(application.id);
    return application.id;
  },
  async placement(user) {
    const client = await world.client(user);
    const page = await listApplications(client, { status: ['recruited'], pageSize: 50 });
    for (const item of page.items) {
      const { placement } = await viewApplication(client, item.id);
      if (placement && placement.status.code === 'active' && !usedPlacements.has(placement.id)) {
        usedPlacements.add(placement.id);
        return placement;
      }
    }
    throw new Error(`No unused active placement that ${user} sees in the demo data (${page.total} hired applications).`);
  },
  async feedback(user, feedbackId) {
    const client = await world.client(user);
    const seen: Id[] = [];
    for (const application of (await listApplications(client, { pageSize: 50 })).items) {
      const given = (await listFeedback(client, application.id)).items.map((item) => item.id);
      seen.push(...given);
      if (given.includes(feedbackId)) return { applicationId: application.id, feedbackId };
    }
    throw new Error(
      `No feedback ${feedbackId} that ${user} sees (the demo data has ${seen.join(', ') || 'none'}); the fixture's id must be the demo feedback's.`,
    );
  },
  async candidateList(user, status) {
    const page = await listCandidateLists(await world.client(user), { status: [status], pageSize: 50 });
    const list = page.items.find((item) => item.status.code === status && !usedLists.has(item.id));
    if (!list) throw new Error(`No unused candidate list in status ${status} that ${user} sees in the demo data.`);
    usedLists.add(list.id);
    return list.id;
  },
};

/** See {@link World.invitableVacancy}. */
async function invitableVacancy(recruiters: readonly Id[]): Promise<Id> {
  const employer = await world.client('employer');
  const seen: string[] = [];
  for (const vacancy of await employerVacancies()) {
    if (vacancy.isExclusiveForHeadhunters) continue;
    const relations = (await listVacancyJobRecruiters(employer, vacancy.id)).items.filter((relation) =>
      recruiters.includes(relation.recruiter.id),
    );
    seen.push(`${vacancy.reference ?? vacancy.id}: ${relations.map((r) => `${r.recruiter.id} ${r.status.code}`).join(', ') || 'none'}`);
    if (relations.every((relation) => relation.status.code === 'invited' || relation.status.code === 'withdrawn-invitation')) {
      for (const relation of relations) if (relation.status.code === 'invited') await withdrawInvitation(employer, relation.id);
      return vacancy.id;
    }
  }
  throw new Error(`No active vacancy of the demo employer open to inviting ${recruiters.join(', ')} (${seen.join('; ')}).`);
}

/** The active vacancies of the demo employer's organisation, as the employer lists them. */
async function employerVacancies(): Promise<VacancyListItem[]> {
  const employer = await world.client('employer');
  const organizationId = (await getCurrentUser(employer)).organization?.id;
  expect(organizationId, 'the demo employer belongs to an organisation').toBeDefined();
  const page = await listVacancies(employer, { statuses: ['active'], organizationId, pageSize: 50 });
  return page.items.filter((item) => item.status.code === 'active');
}

/**
 * The active vacancies of the demo employer's organisation where `user` may request (domain rule
 * `request`): no relation, or with `orWithdrawn` also where they withdrew or their invitation was withdrawn.
 */
async function requestableVacancies(user: DemoUser, { orWithdrawn }: { orWithdrawn: boolean }): Promise<VacancyListItem[]> {
  const open = new Set<JobRecruiterStatus>(orWithdrawn ? ['withdrawn', 'withdrawn-invitation'] : []);
  const related = new Set(
    (await listJobRecruiters(await world.client(user), { pageSize: 50 })).items
      .filter((relation) => !open.has(relation.status.code))
      .map((relation) => relation.job.id),
  );
  return (await employerVacancies()).filter((item) => !related.has(item.id) && !usedVacancies.has(item.id));
}

const server = apiServerForThisFile();

for (const c of contracts) {
  describe(c.name, () => {
    /** The subject the Filled payload was accepted for, for the repeat. */
    let accepted: { subject: unknown } | undefined;
    /** The case's subject, found once: the required-field check refuses, so the Filled payload still applies to it. */
    let subject: Promise<unknown> | undefined;
    const subjectOnce = () => (subject ??= c.subject(world));

    for (const { list, ids } of c.lists) {
      it(`offers only codes of the reference list ${list}`, async () => {
        const codes = new Set((await getDataList(await world.client(c.as), list)).map((entry) => entry.code));
        const unknown = ids.filter((id) => !codes.has(id));
        expect(unknown, `option ids of ${c.name} that GET /list/${list} lacks (it has: ${[...codes].join(', ')})`).toEqual([]);
      });
    }

    // A confirm dialog without fields has no required field to leave out.
    const required = c.requiredField;
    it.runIf(required !== null)(`gets 400/422 with a field error on ${required} for the payload without it`, async () => {
      if (required === null) return;
      const incomplete = Object.fromEntries(Object.entries(c.payload as object).filter(([field]) => field !== required));
      const refusal = await c.send(await world.client(c.as), await subjectOnce(), incomplete).then(
        () => 'accepted without it',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, errors } = refusal as ApiError;
      expect(
        { status: [400, 422].includes(status), message: typeof errors[required] },
        `refusal: ${String(refusal)}, field errors ${JSON.stringify(errors)}`,
      ).toEqual({ status: true, message: 'string' });
      expect(errors[required]?.trim()).not.toBe('');
    });

    it('gets 2xx for the Filled payload', async () => {
      const client = await world.client(c.as);
      const subject = await subjectOnce();
      c.accepted(await c.send(client, subject, c.payload));
      accepted = { subject };
    });

    it.runIf(c.refusedOnRepeat !== null)('gets a refusal with a message when the payload is sent again', async () => {
      expect(accepted, 'the Filled payload must have been accepted first (test above)').toBeDefined();
      const refusal = await c.send(await world.client(c.as), accepted!.subject, c.payload).then(
        () => 'accepted again',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, serverMessage } = refusal as ApiError;
      expect({ status, hasMessage: (serverMessage ?? '').trim() !== '' }, `refusal: ${String(refusal)}`).toEqual({
        status: c.refusedOnRepeat,
        hasMessage: true,
      });
    });
  });
}

/**
 * AddContactsDialog sends nothing of its own: its contacts come from `GET /inbox/message-contacts`
 * (001 §5 add-contacts rules) and join the new thread's recipients. Its payload shape (`jobId`,
 * `contacts` as user ids) is what the server's contacts list and thread create take.
 */
describe('AddContactsDialog', () => {
  it('offers a search consultant the author of a vacancy they are accepted on, 20 a page, and a thread to them is created', async () => {
    const consultant = await world.client('consultant1');
    const accepted = (await listJobRecruiters(consultant, { statuses: ['accepted'], pageSize: 50 })).items.find(
      (relation) => relation.status.code === 'accepted',
    );
    expect(accepted, 'consultant1 is accepted on a demo vacancy').toBeDefined();
    const page = await listMessageContacts(consultant, { jobId: accepted!.job.id, pageSize: 20 });
    // 001 §5: a search consultant sees only the vacancy's author.
    expect(page.items).toHaveLength(1);
    const payload = { ...addContactsFixtures.filled, jobId: accepted!.job.id, contacts: page.items.map((contact) => contact.id) };
    const thread = await createThread(consultant, {
      ...newThreadFixtures.filled,
      participants: payload.contacts.map((id) => ({ id })),
    });
    expect(thread.participants.map((person) => person.id)).toEqual(expect.arrayContaining(payload.contacts));
  });

  it('gives a search consultant no contacts on a vacancy they are not accepted on', async () => {
    const consultant = await world.client('consultant4');
    // A vacancy published just now: nobody is invited to or accepted on it (the demo vacancies may all
    // have a relation to consultant4 by the time this runs, after the other cases of this file).
    const employer = await world.client('employer');
    const created = await createVacancy(employer, vacancyFormFixtures.filled);
    const other = await publishVacancy(employer, created.id, publishVacancyFixtures.filled);
    const related = new Set((await listJobRecruiters(consultant, { pageSize: 50 })).items.map((relation) => relation.job.id));
    expect(related.has(other.id), 'consultant4 has no relation to the new vacancy').toBe(false);
    // Either the vacancy is not theirs to see (4xx) or it has no contact for them: never its author.
    const answer = await listMessageContacts(consultant, { jobId: other!.id }).then(
      (page) => page.items.length,
      (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? 0 : error),
    );
    expect(answer).toBe(0);
  });
});
