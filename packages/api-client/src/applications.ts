import type {
  ApplicationCreatePayload,
  ApplicationEditPayload,
  ApplicationFeedbackPayload,
  ApplicationListQuery,
  ApplicationMatchPayload,
  ApplicationPdfOptions,
  ApplicationRatingPayload,
  applicationReviewSteps,
  ApplicationReviewPayload,
  ApplicationStatus,
  BackupCandidatePayload,
  HirePayload,
  Id,
  InterviewCancelPayload,
  InterviewListQuery,
  InterviewPayload,
  OfferPayload,
  PlacementPayload,
  ReactivateCandidatePayload,
  RejectCandidatePayload,
  WithdrawCandidatePayload,
  InferOutput,
  applicationListItemResponse,
  applicationMatchResponse,
  applicationResponse,
  feedbackResponse,
  interviewResponse,
  placementResponse,
} from '@mandate/domain';
import type { ApiClient, DownloadResult } from './client';
import { operation, type CallOptions, type DownloadCallOptions } from './operation';
import type { ListPage, LogEntry } from './shapes';

/** A review step of an application: HR review or line-manager review. */
export type ApplicationReviewStep = (typeof applicationReviewSteps)[number];

/** An application as listed. */
export type ApplicationListItem = InferOutput<typeof applicationListItemResponse>;

/** Employer feedback on an application (000 §3). */
export type FeedbackRecord = InferOutput<typeof feedbackResponse>;

/** A placement (001 §3): the hire's package, fee and dates. */
export type PlacementRecord = InferOutput<typeof placementResponse>;

/**
 * An application with its status log (the audit trail), the latest feedback (for the employer
 * side), the active placement and the actions the user may take now (domain's machine).
 */
export type ApplicationRecord = InferOutput<typeof applicationResponse>;

/** Whether a candidate is on a vacancy already, and which other agency owns the person at its employer. */
export type ApplicationMatch = InferOutput<typeof applicationMatchResponse>;

/** An interview of an application (001 §7.5): when, how, where, who; its state. */
export type InterviewRecord = InferOutput<typeof interviewResponse>;

/** An interview's create and edit body: the date, the rest as the schema defaults it. */
export type InterviewInput = Pick<InterviewPayload, 'date'> & Partial<InterviewPayload>;

/** `POST /application/create` (001 §7.5): submits a candidate; 409 when another agency owns the person at this employer. */
export const createApplication = operation(
  'POST',
  '/application/create',
  (route) =>
    (client: ApiClient, payload: ApplicationCreatePayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { body: payload }, options),
);

/** `POST /application/match`: whether the candidate is on the vacancy already, and who owns the person. */
export const matchApplication = operation(
  'POST',
  '/application/match',
  (route) =>
    (client: ApiClient, payload: ApplicationMatchPayload, options: CallOptions = {}): Promise<ApplicationMatch> =>
      route.call(client, { body: payload }, options),
);

/** `POST /application/list`: the applications the user may see, with filters, paging and sort. */
export const listApplications = operation(
  'POST',
  '/application/list',
  (route) =>
    (client: ApiClient, query: Partial<ApplicationListQuery> = {}, options: CallOptions = {}): Promise<ListPage<ApplicationListItem>> =>
      route.call(client, { body: query }, options),
);

/** `POST /application/export`: the application list with its filters and sort as a spreadsheet (xlsx, every matching application, streamed). */
export const exportApplications = operation(
  'POST',
  '/application/export',
  (route) =>
    (client: ApiClient, query: Partial<ApplicationListQuery> = {}, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { body: query }, options),
);

/** `GET /application/{id}/view`: the application with logs, feedback, placement and allowed actions. */
export const viewApplication = operation(
  'GET',
  '/application/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id } }, options),
);

/**
 * `GET /application/{id}/pdf` (001 §7.5, 000 §2): the pages chosen in the attachment download dialog
 * (cover page, info, attachments, mandatory documents, data protection; always in that order) as one
 * PDF, or with `separately` a zip of one PDF per part. Omitted options take the dialog's defaults
 * (attachments, mandatory documents and data protection, separately). In the `Locale` header's language.
 */
export const downloadApplicationPdf = operation(
  'GET',
  '/application/{id}/pdf',
  (route) =>
    (client: ApiClient, id: Id, pdf: Partial<ApplicationPdfOptions> = {}, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { params: { id }, query: { pages: pdf.pages, separately: pdf.separately } }, options),
);

/** `GET /application/{id}/logs`: the status log (audit trail) of an application, oldest first. */
export const getApplicationLogs = operation(
  'GET',
  '/application/{id}/logs',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<LogEntry<ApplicationStatus>>> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /application/{id}/edit`: the consultant edits the cover comment and attachments. */
export const editApplication = operation(
  'PUT',
  '/application/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: ApplicationEditPayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/rating/edit`: the employer rates the candidate (half stars 0–5). */
export const editApplicationRating = operation(
  'PUT',
  '/application/{id}/rating/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: ApplicationRatingPayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/withdraw` (001 §7.5): reason, comment, copy to the employer. */
export const withdrawApplication = operation(
  'PUT',
  '/application/{id}/withdraw',
  (route) =>
    (client: ApiClient, id: Id, payload: WithdrawCandidatePayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/reject` (000 §7 "Application reject"): reason and comment. */
export const rejectApplication = operation(
  'PUT',
  '/application/{id}/reject',
  (route) =>
    (client: ApiClient, id: Id, payload: RejectCandidatePayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/backup` (000 §7 "Application backup"): an optional comment. */
export const backupApplication = operation(
  'PUT',
  '/application/{id}/backup',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      payload: BackupCandidatePayload = { comment: null },
      options: CallOptions = {},
    ): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/offer` (000 §7 "Application offer"): a comment; admins also give the date. */
export const offerApplication = operation(
  'PUT',
  '/application/{id}/offer',
  (route) =>
    (client: ApiClient, id: Id, payload: OfferPayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /application/{id}/reactivate` (000 §7 "Application reactivate"): back to the status before rejected, withdrawn or backed up. */
export const reactivateApplication = operation(
  'PUT',
  '/application/{id}/reactivate',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      payload: ReactivateCandidatePayload = { comment: null },
      options: CallOptions = {},
    ): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /application/{id}/review/{step}`: forwards the application to HR review (`hr`) or line-manager review. */
export const reviewApplication = operation(
  'POST',
  '/application/{id}/review/{step}',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      step: ApplicationReviewStep,
      payload: ApplicationReviewPayload = { comment: null },
      options: CallOptions = {},
    ): Promise<ApplicationRecord> =>
      route.call(client, { params: { id, step }, body: payload }, options),
);

/**
 * `PUT /application/{id}/hire` (000 §7 "Application hire"): the placement with the fee from domain,
 * consultant ratings and statistics; the vacancy closes when its positions are filled.
 */
export const hireApplication = operation(
  'PUT',
  '/application/{id}/hire',
  (route) =>
    (client: ApiClient, id: Id, payload: HirePayload, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `GET /placement/{id}/view`: a placement. */
export const viewPlacement = operation(
  'GET',
  '/placement/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<PlacementRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /placement/{id}/logs`: the status log of a placement. */
export const getPlacementLogs = operation(
  'GET',
  '/placement/{id}/logs',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<LogEntry>> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /placement/{id}/edit` (001 §7.5): the placement form; the fee is recomputed by domain. */
export const editPlacement = operation(
  'PUT',
  '/placement/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: PlacementPayload, options: CallOptions = {}): Promise<PlacementRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `DELETE /placement/{id}/revert`: the application returns to its previous status; answers the application. */
export const revertPlacement = operation(
  'DELETE',
  '/placement/{id}/revert',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ApplicationRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /application/{id}/feedback/list`: the employer's feedback on an application, newest first. */
export const listFeedback = operation(
  'GET',
  '/application/{id}/feedback/list',
  (route) =>
    (client: ApiClient, applicationId: Id, options: CallOptions = {}): Promise<ListPage<FeedbackRecord>> =>
      route.call(client, { params: { id: applicationId } }, options),
);

/** `POST /application/{id}/feedback/create`: feedback text and assessment level. */
export const createFeedback = operation(
  'POST',
  '/application/{id}/feedback/create',
  (route) =>
    (client: ApiClient, applicationId: Id, payload: ApplicationFeedbackPayload, options: CallOptions = {}): Promise<FeedbackRecord> =>
      route.call(client, { params: { id: applicationId }, body: payload }, options),
);

/** `PUT /application/{id}/feedback/{fid}/edit` (000 §7 "Edit feedback"): application id, feedback id, feedback payload. */
export const editFeedback = operation(
  'PUT',
  '/application/{id}/feedback/{fid}/edit',
  (route) =>
    (
      client: ApiClient,
      applicationId: Id,
      feedbackId: Id,
      payload: ApplicationFeedbackPayload,
      options: CallOptions = {},
    ): Promise<FeedbackRecord> =>
      route.call(client, { params: { id: applicationId, fid: feedbackId }, body: payload }, options),
);

/** `POST /application/{id}/interview/create`: schedules an interview (the application moves to interview). */
export const createInterview = operation(
  'POST',
  '/application/{id}/interview/create',
  (route) =>
    (client: ApiClient, applicationId: Id, payload: InterviewInput, options: CallOptions = {}): Promise<InterviewRecord> =>
      route.call(client, { params: { id: applicationId }, body: payload }, options),
);

/** `POST /interview/list`: interviews by application or vacancy, paged. */
export const listInterviews = operation(
  'POST',
  '/interview/list',
  (route) =>
    (client: ApiClient, query: Partial<InterviewListQuery> = {}, options: CallOptions = {}): Promise<ListPage<InterviewRecord>> =>
      route.call(client, { body: query }, options),
);

/** `PUT /interview/{id}/edit`: moves or changes a scheduled interview (409 once cancelled or the candidate is out of the running). */
export const editInterview = operation(
  'PUT',
  '/interview/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: InterviewInput, options: CallOptions = {}): Promise<InterviewRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /interview/{id}/cancel`: cancels an interview, with a comment. */
export const cancelInterview = operation(
  'PUT',
  '/interview/{id}/cancel',
  (route) =>
    (client: ApiClient, id: Id, payload: InterviewCancelPayload = { comment: null }, options: CallOptions = {}): Promise<InterviewRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);
