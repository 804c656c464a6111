import type {
  ApplicationFeedbackPayload,
  CandidateListCreatePayload,
  CandidateListEditPayload,
  CandidateListStatus,
  CompleteResearchPayload,
  Id,
  RejectSubmissionPayload,
  SubmissionListQuery,
  WithdrawSubmissionPayload,
  InferOutput,
  candidateListResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage, LogEntry } from './shapes';

/** A candidate list (submission, 000 §3) with its status log, feedback and the actions the user may take now. */
export type CandidateListRecord = InferOutput<typeof candidateListResponse>;

/** `POST /candidate-list/list`: the candidate lists the user may see, by vacancy and status. */
export const listCandidateLists = operation(
  'POST',
  '/candidate-list/list',
  (route) =>
    (client: ApiClient, query: Partial<SubmissionListQuery> = {}, options: CallOptions = {}): Promise<ListPage<CandidateListRecord>> =>
      route.call(client, { body: query }, options),
);

/** `POST /candidate-list/create` (000 §7 "Candidate list create"): title, comment, attachments, vacancy. */
export const createCandidateList = operation(
  'POST',
  '/candidate-list/create',
  (route) =>
    (client: ApiClient, payload: CandidateListCreatePayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { body: payload }, options),
);

/** `GET /candidate-list/{id}/view`: a candidate list with logs, feedback and the allowed actions. */
export const viewCandidateList = operation(
  'GET',
  '/candidate-list/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /candidate-list/{id}/logs`: the status log of a candidate list, oldest first. */
export const getCandidateListLogs = operation(
  'GET',
  '/candidate-list/{id}/logs',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<LogEntry<CandidateListStatus>>> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /candidate-list/{id}/edit` (000 §7 "Candidate list edit"). */
export const editCandidateList = operation(
  'PUT',
  '/candidate-list/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: CandidateListEditPayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /candidate-list/{id}/withdraw` (000 §7 "Candidate list withdraw"): comment and send-a-copy flag. */
export const withdrawCandidateList = operation(
  'PUT',
  '/candidate-list/{id}/withdraw',
  (route) =>
    (client: ApiClient, id: Id, payload: WithdrawSubmissionPayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /candidate-list/{id}/reject` (000 §7 "Candidate list reject"): a comment. */
export const rejectCandidateList = operation(
  'PUT',
  '/candidate-list/{id}/reject',
  (route) =>
    (client: ApiClient, id: Id, payload: RejectSubmissionPayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /candidate-list/{id}/complete` (000 §7 "Candidate list complete"): the milestone reached. */
export const completeCandidateList = operation(
  'PUT',
  '/candidate-list/{id}/complete',
  (route) =>
    (client: ApiClient, id: Id, payload: CompleteResearchPayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /candidate-list/{id}/feedback/edit`: the employer's feedback on a list. */
export const editCandidateListFeedback = operation(
  'PUT',
  '/candidate-list/{id}/feedback/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: ApplicationFeedbackPayload, options: CallOptions = {}): Promise<CandidateListRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);
