import type {
  CandidateConsentPayload,
  CandidateCreatePayload,
  CandidateEditPayload,
  CandidateListQuery,
  Id,
  InferOutput,
  candidateDocumentsResponse,
  candidateConsentResponse,
  candidateListItemResponse,
  candidateMenuResponse,
  candidateResponse,
} from '@mandate/domain';
import type { ApiClient, DownloadResult } from './client';
import { operation, type CallOptions, type DownloadCallOptions } from './operation';
import type { ListPage } from './shapes';

/** A recorded data-privacy consent of a candidate: which document, in which language, who recorded it when. */
export type CandidateConsent = InferOutput<typeof candidateConsentResponse>;

/** A candidate (000 §2), with its consultant (`owner`), agency and latest consent. */
export type CandidateRecord = InferOutput<typeof candidateResponse>;

/** What the user may do with a candidate now, as the server's domain rule answers it. */
export type CandidateMenu = InferOutput<typeof candidateMenuResponse>;

/** A candidate as listed: the record with what the user may do with it now. */
export type CandidateListItem = InferOutput<typeof candidateListItemResponse>;

/** `POST /candidate/list` (001 §7.5): the user's candidates (search, status[], page, pageSize); the picker reads `items`. */
export const listCandidates = operation(
  'POST',
  '/candidate/list',
  (route) =>
    (client: ApiClient, query: Partial<CandidateListQuery> = {}, options: CallOptions = {}): Promise<ListPage<CandidateListItem>> =>
      route.call(client, { body: query }, options),
);

/** `POST /candidate/create`: a new candidate, with the consent record when given. */
export const createCandidate = operation(
  'POST',
  '/candidate/create',
  (route) =>
    (client: ApiClient, payload: CandidateCreatePayload, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { body: payload }, options),
);

/** `GET /candidate/{id}/view` (000 §7 "Candidate view"): for its consultant, or an employer it was submitted to. */
export const viewCandidate = operation(
  'GET',
  '/candidate/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { params: { id } }, options),
);

/**
 * `GET /candidate/{id}/pdf` (001 §7.2): the candidate as a PDF (profile, attachments, mandatory
 * documents, data protection); with `applicationId`, that application's vacancy and attachments too.
 */
export const downloadCandidatePdf = operation(
  'GET',
  '/candidate/{id}/pdf',
  (route) =>
    (client: ApiClient, id: Id, pdf: { applicationId?: Id | null } = {}, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { params: { id }, query: { application_id: pdf.applicationId } }, options),
);

/** `GET /candidate/{id}/menu`: what the user may do with the candidate now (edit, consent, clone, delete), and why not. */
export const getCandidateMenu = operation(
  'GET',
  '/candidate/{id}/menu',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateMenu> =>
      route.call(client, { params: { id } }, options),
);

/** The files of a candidate: its attachments in their order, and the signed copy of its latest consent. */
export type CandidateDocuments = InferOutput<typeof candidateDocumentsResponse>;

/** `GET /candidate/{id}/documents`: the candidate's files with title, size and download path (`fullPath`). */
export const getCandidateDocuments = operation(
  'GET',
  '/candidate/{id}/documents',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateDocuments> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /candidate/{id}/edit`: only the fields sent change (the identity keys of the ownership rule are recomputed). */
export const editCandidate = operation(
  'PUT',
  '/candidate/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: CandidateEditPayload, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /candidate/{id}/clone` (000 §7 "Candidate clone"): a copy with the latest consent record. */
export const cloneCandidate = operation(
  'POST',
  '/candidate/{id}/clone',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { params: { id }, body: {} }, options),
);

/** `DELETE /candidate/{id}/delete`: a candidate without running applications; answers it with status deleted. */
export const deleteCandidate = operation(
  'DELETE',
  '/candidate/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /candidate/{id}/consent`: records the data-privacy consent (which privacy-notice document). */
export const recordCandidateConsent = operation(
  'POST',
  '/candidate/{id}/consent',
  (route) =>
    (client: ApiClient, id: Id, payload: CandidateConsentPayload, options: CallOptions = {}): Promise<CandidateRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `GET /candidate/{id}/consent`: every consent record of a candidate, oldest first. */
export const listCandidateConsents = operation(
  'GET',
  '/candidate/{id}/consent',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<CandidateConsent>> =>
      route.call(client, { params: { id } }, options),
);
