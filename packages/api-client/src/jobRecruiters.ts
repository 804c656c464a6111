import type {
  ApplyPayload,
  DeclineInvitationPayload,
  Id,
  InvitePayload,
  JobRecruiterListQuery,
  RejectRecruiterPayload,
  SelectSuppliersPayload,
  StatusCommentPayload,
  WithdrawRecruiterPayload,
  InferOutput,
  jobRecruiterResponse,
  revenueSplitResponse,
  vacancyJobRecruiterResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** A consultant on a vacancy (001 §3 job-recruiter), with the status shown to people (000 §4) and, in the view and changes, its log. */
export type JobRecruiterRecord = InferOutput<typeof jobRecruiterResponse>;

/** The revenue split between a company and an agency, for a vacancy and package when given. */
export type RevenueSplitResult = InferOutput<typeof revenueSplitResponse>;

/** A consultant on a vacancy as the vacancy's list answers it: with what the viewer may do with them now (001 §4.2). */
export type VacancyJobRecruiter = InferOutput<typeof vacancyJobRecruiterResponse>;

/** `GET /job/{id}/job-recruiter`: the consultants on a vacancy (a consultant sees only themself), each with the viewer's actions. */
export const listVacancyJobRecruiters = operation(
  'GET',
  '/job/{id}/job-recruiter',
  (route) =>
    (client: ApiClient, jobId: Id, options: CallOptions = {}): Promise<ListPage<VacancyJobRecruiter>> =>
      route.call(client, { params: { id: jobId } }, options),
);

/** `POST /job-recruiter/list`: a consultant's own relations (invitations), or those on the user's vacancies. */
export const listJobRecruiters = operation(
  'POST',
  '/job-recruiter/list',
  (route) =>
    (client: ApiClient, query: Partial<JobRecruiterListQuery> = {}, options: CallOptions = {}): Promise<ListPage<JobRecruiterRecord>> =>
      route.call(client, { body: query }, options),
);

/** `GET /job-recruiter/{id}/view`: a consultant on a vacancy with the log of their status. */
export const viewJobRecruiter = operation(
  'GET',
  '/job-recruiter/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /job-recruiter/{id}/get`: the same answer as {@link viewJobRecruiter} (001 §7.4 names both). */
export const getJobRecruiter = operation(
  'GET',
  '/job-recruiter/{id}/get',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /job/{id}/job-recruiter/invite` (001 §2.5): invites consultants (several at once) with a text in a language. */
export const inviteJobRecruiters = operation(
  'POST',
  '/job/{id}/job-recruiter/invite',
  (route) =>
    (client: ApiClient, jobId: Id, payload: InvitePayload, options: CallOptions = {}): Promise<ListPage<JobRecruiterRecord>> =>
      route.call(client, { params: { id: jobId }, body: payload }, options),
);

/**
 * `POST /job/{id}/job-recruiter/select` (001 §2.5 "Select suppliers"): invites the chosen consultants
 * as the vacancy's suppliers with the selected-recruiter mail; admins give its subject and body.
 */
export const selectJobRecruiters = operation(
  'POST',
  '/job/{id}/job-recruiter/select',
  (route) =>
    (client: ApiClient, jobId: Id, payload: SelectSuppliersPayload, options: CallOptions = {}): Promise<ListPage<JobRecruiterRecord>> =>
      route.call(client, { params: { id: jobId }, body: payload }, options),
);

/** `POST /job/{id}/job-recruiter/invitation/accept`: the invited consultant accepts with a cover letter. */
export const acceptInvitation = operation(
  'POST',
  '/job/{id}/job-recruiter/invitation/accept',
  (route) =>
    (client: ApiClient, jobId: Id, payload: ApplyPayload, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id: jobId }, body: payload }, options),
);

/** `POST /job/{id}/job-recruiter/invitation/decline` (001 §5): reason, comment, copy to the employer. */
export const declineInvitation = operation(
  'POST',
  '/job/{id}/job-recruiter/invitation/decline',
  (route) =>
    (client: ApiClient, jobId: Id, payload: DeclineInvitationPayload, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id: jobId }, body: payload }, options),
);

/** `POST /job/{id}/job-recruiter/request`: a consultant applies to work on a vacancy (cover letter required). */
export const requestJobRecruiter = operation(
  'POST',
  '/job/{id}/job-recruiter/request',
  (route) =>
    (client: ApiClient, jobId: Id, payload: ApplyPayload, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id: jobId }, body: payload }, options),
);

/** `PUT /job-recruiter/{id}/approve`: the employer approves a consultant's request. */
export const approveJobRecruiter = operation(
  'PUT',
  '/job-recruiter/{id}/approve',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job-recruiter/{id}/reject` (001 §2.5): reason text and a copy to the consultant. */
export const rejectJobRecruiter = operation(
  'PUT',
  '/job-recruiter/{id}/reject',
  (route) =>
    (client: ApiClient, id: Id, payload: RejectRecruiterPayload, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /job-recruiter/{id}/reactivate`: accepts a rejected consultant again. */
export const reactivateJobRecruiter = operation(
  'PUT',
  '/job-recruiter/{id}/reactivate',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job-recruiter/{id}/withdraw`: the consultant withdraws from the vacancy (reason, comment, copy to the employer). */
export const withdrawJobRecruiter = operation(
  'PUT',
  '/job-recruiter/{id}/withdraw',
  (route) =>
    (client: ApiClient, id: Id, payload: WithdrawRecruiterPayload, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /job-recruiter/{id}/withdraw-invitation`: the employer withdraws an open invitation. */
export const withdrawInvitation = operation(
  'PUT',
  '/job-recruiter/{id}/withdraw-invitation',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job-recruiter/{id}/request-testimonial`: an accepted consultant asks the employer for a testimonial. */
export const requestTestimonial = operation(
  'PUT',
  '/job-recruiter/{id}/request-testimonial',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<JobRecruiterRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/**
 * `GET /company/{companyId}/agency/{agencyId}/revenue-split` (001 §7.4): the split between a company
 * and an agency, with the fee of a vacancy (`jobId`) and a package (`totalCompensation`) when given.
 */
export const getRevenueSplit = operation(
  'GET',
  '/company/{companyId}/agency/{agencyId}/revenue-split',
  (route) =>
    (
      client: ApiClient,
      companyId: Id,
      agencyId: Id,
      query: { jobId?: Id | null; totalCompensation?: number | null } = {},
      options: CallOptions = {},
    ): Promise<RevenueSplitResult> =>
      route.call(client, { params: { companyId, agencyId }, query }, options),
);
