import type {
  CancelVacancyPayload,
  DelegateVacancyPayload,
  HistoryEditPayload,
  Id,
  InferOutput,
  OnHoldPayload,
  PublicVacancyListQuery,
  SharedNoteCreatePayload,
  SharedNoteEditPayload,
  ShortlistCreatePayload,
  PublishVacancyPayload,
  StatusCommentPayload,
  SuccessFeeQuery,
  TermsDocumentQuery,
  TogglePayload,
  VacancyCreatePayload,
  VacancyEditPayload,
  VacancyListQuery,
  publicVacancyResponse,
  sharedNoteResponse,
  shortlistResponse,
  successFeeResponse,
  termsDocumentResponse,
  vacancyFiltersResponse,
  vacancyListItemResponse,
  vacancyMenuResponse,
  vacancyResponse,
  vacancyStatisticsResponse,
  vacancyViewResponse,
} from '@mandate/domain';
import type { ApiClient, DownloadResult } from './client';
import { operation, type CallOptions, type DownloadCallOptions } from './operation';
import type { HistoryEntry, ListPage } from './shapes';

/** A vacancy as listed (POST /job/list); salary details are null for consultants when confidential. */
export type VacancyListItem = InferOutput<typeof vacancyListItemResponse>;

/** A vacancy with every field: the answer of the view, the create and every change. */
export type Vacancy = InferOutput<typeof vacancyResponse>;

/** A vacancy of the public list (no login). */
export type PublicVacancy = InferOutput<typeof publicVacancyResponse>;

/** Counts of the visible vacancies (POST /job/statistics). */
export type VacancyStatistics = InferOutput<typeof vacancyStatisticsResponse>;

/** The values the vacancy filters offer, with how many visible vacancies have each. */
export type VacancyFilters = InferOutput<typeof vacancyFiltersResponse>;

/** The fee calculator's answer: domain's revenue breakdown with the fee and split it used. */
export type SuccessFeeResult = InferOutput<typeof successFeeResponse>;

/** The terms document of a language and revision. */
export type TermsDocument = InferOutput<typeof termsDocumentResponse>;

/** What the viewer may do with a vacancy now, and why not (domain machines). */
export type VacancyMenu = InferOutput<typeof vacancyMenuResponse>;

/** A shortlist of a vacancy's applications sent to reviewers, with its candidates. */
export type Shortlist = InferOutput<typeof shortlistResponse>;

/** A note shared between the employer side and the consultants of a vacancy. */
export type SharedNote = InferOutput<typeof sharedNoteResponse>;

/** `POST /job/list`: the vacancies the user sees, with filters, paging and sort (newest first). */
export const listVacancies = operation(
  'POST',
  '/job/list',
  (route) =>
    (client: ApiClient, query: Partial<VacancyListQuery> = {}, options: CallOptions = {}): Promise<ListPage<VacancyListItem>> =>
      route.call(client, { body: query }, options),
);

/** `POST /job/moderation-list`: vacancies waiting for moderation (their premoderation flag set), for admins; the list's query. */
export const listVacanciesForModeration = operation(
  'POST',
  '/job/moderation-list',
  (route) =>
    (client: ApiClient, query: Partial<VacancyListQuery> = {}, options: CallOptions = {}): Promise<ListPage<VacancyListItem>> =>
      route.call(client, { body: query }, options),
);

/** `GET /job/public-list`: active public vacancies, without login. */
export const listPublicVacancies = operation(
  'GET',
  '/job/public-list',
  (route) =>
    (client: ApiClient, query: Partial<PublicVacancyListQuery> = {}, options: CallOptions = {}): Promise<ListPage<PublicVacancy>> =>
      route.call(client, { query }, options),
);

/** `POST /job/statistics`: counts of the visible vacancies by status, with the list's filters. */
export const getVacancyStatistics = operation(
  'POST',
  '/job/statistics',
  (route) =>
    (client: ApiClient, query: Partial<VacancyListQuery> = {}, options: CallOptions = {}): Promise<VacancyStatistics> =>
      route.call(client, { body: query }, options),
);

/** `POST /job/filters-list`: the values the vacancy filters offer among the visible vacancies. */
export const getVacancyFilters = operation(
  'POST',
  '/job/filters-list',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<VacancyFilters> =>
      route.call(client, { body: {} }, options),
);

/** `POST /job/success-fee`: the recruitment fee and revenue split of a package (domain's calculator on the server). */
export const computeSuccessFee = operation(
  'POST',
  '/job/success-fee',
  (route) =>
    (client: ApiClient, query: SuccessFeeQuery, options: CallOptions = {}): Promise<SuccessFeeResult> =>
      route.call(client, { body: query }, options),
);

/** `POST /job/tos`: the terms document of a language and revision. */
export const getTermsDocument = operation(
  'POST',
  '/job/tos',
  (route) =>
    (client: ApiClient, query: Partial<TermsDocumentQuery> = {}, options: CallOptions = {}): Promise<TermsDocument> =>
      route.call(client, { body: query }, options),
);

/** `POST /job/create`: a new vacancy, as a draft. */
export const createVacancy = operation(
  'POST',
  '/job/create',
  (route) =>
    (client: ApiClient, payload: VacancyCreatePayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { body: payload }, options),
);

/** `GET /job/{id}/view` (000 §7 "Get vacancy by id"): every field and the actions the user may take now. */
export const getVacancy = operation(
  'GET',
  '/job/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<InferOutput<typeof vacancyViewResponse>> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /job/{id}/pdf` (001 §7.2): the vacancy as a PDF, its facts as the user may see them. */
export const downloadVacancyPdf = operation(
  'GET',
  '/job/{id}/pdf',
  (route) =>
    (client: ApiClient, id: Id, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { params: { id } }, options),
);

/** `GET /job/{id}/menu`: the actions the user may take on the vacancy now, with the reason of each refusal. */
export const getVacancyMenu = operation(
  'GET',
  '/job/{id}/menu',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<VacancyMenu> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /job/{id}/edit`: only the fields sent change. */
export const editVacancy = operation(
  'PUT',
  '/job/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: VacancyEditPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /job/{id}/toggle-favorite`: marks or unmarks the vacancy as a favourite of the user. */
export const toggleFavoriteVacancy = operation(
  'PUT',
  '/job/{id}/toggle-favorite',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body: {} }, options),
);

/** `PUT /job/{id}/accepting-candidates`: switches accepting candidates to `value`, or over when absent. */
export const toggleAcceptingCandidates = operation(
  'PUT',
  '/job/{id}/accepting-candidates',
  (route) =>
    (client: ApiClient, id: Id, body: TogglePayload = {}, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/accepting-headhunters`: switches accepting headhunters to `value`, or over when absent. */
export const toggleAcceptingHeadhunters = operation(
  'PUT',
  '/job/{id}/accepting-headhunters',
  (route) =>
    (client: ApiClient, id: Id, body: TogglePayload = {}, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/cancel` (001 §5): reason, comment, copy to the employer, admin-only suppress notifications, ratings. */
export const cancelVacancy = operation(
  'PUT',
  '/job/{id}/cancel',
  (route) =>
    (client: ApiClient, id: Id, payload: CancelVacancyPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /job/{id}/on-hold` (001 §5): reason and comment. */
export const putVacancyOnHold = operation(
  'PUT',
  '/job/{id}/on-hold',
  (route) =>
    (client: ApiClient, id: Id, payload: OnHoldPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /job/{id}/reactivate`: a vacancy on hold (or, admins, a cancelled one) becomes active again. */
export const reactivateVacancy = operation(
  'PUT',
  '/job/{id}/reactivate',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/republish`: publishes an expired vacancy again. */
export const republishVacancy = operation(
  'PUT',
  '/job/{id}/republish',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/reopen`: reopens a closed vacancy (admins). */
export const reopenVacancy = operation(
  'PUT',
  '/job/{id}/reopen',
  (route) =>
    (client: ApiClient, id: Id, body: StatusCommentPayload = { comment: null }, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/publish`: publishes a draft, the terms of `POST /job/tos` accepted (the same action as {@link payForPublication}). */
export const publishVacancy = operation(
  'PUT',
  '/job/{id}/publish',
  (route) =>
    (client: ApiClient, id: Id, body: PublishVacancyPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /job/{id}/pay-for-publication`: pays for publication, which publishes the draft (the terms accepted). */
export const payForPublication = operation(
  'PUT',
  '/job/{id}/pay-for-publication',
  (route) =>
    (client: ApiClient, id: Id, body: PublishVacancyPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body }, options),
);

/** `DELETE /job/{id}/delete-draft`: the draft's status becomes deleted-draft. */
export const deleteDraftVacancy = operation(
  'DELETE',
  '/job/{id}/delete-draft',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /job/{id}/delegate` (001 §7.3): hands the vacancy from its author (`fromUser`) to another user (`toUser`). */
export const delegateVacancy = operation(
  'POST',
  '/job/{id}/delegate',
  (route) =>
    (client: ApiClient, id: Id, payload: DelegateVacancyPayload, options: CallOptions = {}): Promise<Vacancy> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /job/{id}/shortlist/create`: sends a shortlist of the vacancy's applications to reviewers. */
export const createShortlist = operation(
  'POST',
  '/job/{id}/shortlist/create',
  (route) =>
    (client: ApiClient, id: Id, payload: ShortlistCreatePayload, options: CallOptions = {}): Promise<Shortlist> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `GET /job/shortlist/{id}/view`: a shortlist, for the vacancy's employer side and its reviewers. */
export const viewShortlist = operation(
  'GET',
  '/job/shortlist/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<Shortlist> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /job/shared-note/create`: a note shared between the employer side and the consultants of a vacancy. */
export const createSharedNote = operation(
  'POST',
  '/job/shared-note/create',
  (route) =>
    (client: ApiClient, payload: SharedNoteCreatePayload, options: CallOptions = {}): Promise<SharedNote> =>
      route.call(client, { body: payload }, options),
);

/** `GET /job/shared-note/list?jobId=`: the shared notes of a vacancy. */
export const listSharedNotes = operation(
  'GET',
  '/job/shared-note/list',
  (route) =>
    (client: ApiClient, jobId: Id, options: CallOptions = {}): Promise<ListPage<SharedNote>> =>
      route.call(client, { query: { jobId } }, options),
);

/** `PUT /job/shared-note/{id}/edit`: its author or an admin. */
export const editSharedNote = operation(
  'PUT',
  '/job/shared-note/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: SharedNoteEditPayload, options: CallOptions = {}): Promise<SharedNote> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `GET /job/{id}/history`: every status change of the vacancy and of its consultants (consultants see their own). */
export const getVacancyHistory = operation(
  'GET',
  '/job/{id}/history',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<HistoryEntry>> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /job/history/edit`: corrects the comment of a history entry (its author or an admin). */
export const editVacancyHistory = operation(
  'POST',
  '/job/history/edit',
  (route) =>
    (client: ApiClient, payload: HistoryEditPayload, options: CallOptions = {}): Promise<HistoryEntry> =>
      route.call(client, { body: payload }, options),
);

/** `POST /job/export`: the vacancy list with the list's filters as a spreadsheet (xlsx, at most 10,000 rows). */
export const exportVacancies = operation(
  'POST',
  '/job/export',
  (route) =>
    (client: ApiClient, query: Partial<VacancyListQuery> = {}, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { body: query }, options),
);

/** `POST /job/export/monitoring`: every vacancy for monitoring as a spreadsheet (admins and monitoring). */
export const exportVacanciesForMonitoring = operation(
  'POST',
  '/job/export/monitoring',
  (route) =>
    (client: ApiClient, query: Partial<VacancyListQuery> = {}, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { body: query }, options),
);
