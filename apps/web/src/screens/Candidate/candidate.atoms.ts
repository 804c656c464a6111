import {
  cloneCandidate,
  createCandidate,
  deleteCandidate,
  editCandidate,
  getCandidateDocuments,
  getCandidateMenu,
  isApiError,
  listApplications,
  listCandidates,
  recordCandidateConsent,
  uploadFile,
  viewCandidate,
} from '@mandate/api-client';
import type {
  CandidateConsentPayload,
  CandidateCreatePayload,
  CandidateEditPayload,
  CandidateStatus,
  Id,
  UploadedFile,
} from '@mandate/domain';
import type { UploadFunction } from '@mandate/ui';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { apiAtom, tokenAtom } from '../../session/tokens';
import { messages } from './Candidate.messages';

// The pages show these themselves (inline, with "Try again").
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** What "My candidates" asks for: the URL's search, status, page and page size. */
export interface CandidateListParams {
  search: string;
  status: CandidateStatus;
  page: number;
  pageSize: number;
}
const listKey = ({ search, status, page, pageSize }: CandidateListParams) => JSON.stringify([search, status, page, pageSize]);

const candidateListQuery = queryFamily('candidateList', (key: string, api) => {
  const [search, status, page, pageSize] = JSON.parse(key) as [string, CandidateStatus, number, number];
  return {
    queryKey: queryKeys.candidateList(search, status, page, pageSize),
    queryFn: ({ signal }) => listCandidates(api, { search: search || null, status: [status], page, pageSize }, { signal }),
  };
});

/** "My candidates": one page of the consultant's candidates (`POST /candidate/list`), each with the server's actions. */
export const candidateListAtom = atomFamily((key: string) => {
  const list = atom((get) => {
    const query = get(candidateListQuery(key));
    return {
      items: query.data?.items ?? [],
      total: query.data?.total ?? 0,
      isPending: query.isPending,
      isRefetching: query.isFetching && !query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  list.debugLabel = `candidateList:${key}`;
  return list;
});
export const candidateListKey = listKey;

const candidateQuery = queryFamily('candidate', (id: Id, api) => ({
  queryKey: queryKeys.candidate(id),
  queryFn: ({ signal }) => viewCandidate(api, id, { ...shownInline, signal }),
}));
const candidateMenuQuery = queryFamily('candidateMenu', (id: Id, api) => ({
  queryKey: queryKeys.candidateMenu(id),
  queryFn: ({ signal }) => getCandidateMenu(api, id, { ...shownInline, signal }),
}));
const candidateDocumentsQuery = queryFamily('candidateDocuments', (id: Id, api) => ({
  queryKey: queryKeys.candidateDocuments(id),
  queryFn: ({ signal }) => getCandidateDocuments(api, id, { ...shownInline, signal }),
}));
const candidateApplicationsQuery = queryFamily('candidateApplications', (id: Id, api) => ({
  queryKey: queryKeys.candidateApplications(id),
  queryFn: ({ signal }) => listApplications(api, { candidateId: id, pageSize: 200 }, { ...shownInline, signal }),
}));

/** A file's download address for a link the browser opens: the file store's path with the session's token (001 §7.2). */
const withToken = (path: string, token: string | null) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** The candidate page's data: the candidate, its menu, documents (with download links), applications and the PDF link. */
export const candidatePageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const candidate = get(candidateQuery(id));
    const menu = get(candidateMenuQuery(id));
    const documents = get(candidateDocumentsQuery(id));
    const applications = get(candidateApplicationsQuery(id));
    const token = get(tokenAtom);
    const link = (file: UploadedFile) => ({ id: file.id, title: file.title, size: file.size, href: withToken(file.fullPath, token) });
    return {
      candidate: candidate.data,
      menu: menu.data ?? { actions: [], reasons: {}, runningApplications: 0 },
      documents: documents.data ? documents.data.attachments.map(link) : null,
      consentFile: documents.data?.consentFile ? link(documents.data.consentFile) : null,
      applications: applications.data?.items ?? null,
      pdfHref: withToken(`/api/candidate/${id}/pdf`, token),
      isPending: candidate.isPending,
      error: candidate.isError ? candidate.error : null,
      retry: () => {
        void candidate.refetch();
        void menu.refetch();
        void documents.refetch();
        void applications.refetch();
      },
    };
  });
  page.debugLabel = `candidatePage:${id}`;
  return page;
});

/** Uploads one file of a candidate to the file store (`POST /file/upload?type=candidate-document`), with progress. */
export const candidateUploadAtom = atom((get): UploadFunction<UploadedFile> => {
  const api = get(apiAtom);
  return (file, { signal, onProgress }) =>
    uploadFile(api, file, {
      type: 'candidate-document',
      signal,
      skipErrorHandler: [400, 413, 422],
      onProgress: (progress) => onProgress(progress.fraction),
    });
});

/** The server's message of a refused upload (size, type, content), for the Uploader. */
export const describeUploadError = (error: unknown): string | null =>
  isApiError(error) ? (error.errors.file ?? error.serverMessage ?? null) : null;

/** `POST /candidate/create`: the new candidate, with its consent record. */
export const createCandidateAtom = actionAtom({
  debugLabel: 'createCandidate',
  run: (api, payload: CandidateCreatePayload, options) => createCandidate(api, payload, options),
  invalidates: () => [queryKeys.candidateLists],
  notice: () => ({ message: messages.createDone }),
});

/** `PUT /candidate/{id}/edit`. */
export const editCandidateAtom = actionAtom({
  debugLabel: 'editCandidate',
  run: (api, { id, payload }: { id: Id; payload: CandidateEditPayload }, options) => editCandidate(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.candidateAll(id), queryKeys.candidateLists],
  notice: () => ({ message: messages.editDone }),
});

/** `POST /candidate/{id}/consent`: records the consent (which notice, which language, who, when). */
export const recordConsentAtom = actionAtom({
  debugLabel: 'recordCandidateConsent',
  run: (api, { id, payload }: { id: Id; payload: CandidateConsentPayload }, options) => recordCandidateConsent(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.candidateAll(id), queryKeys.candidateLists],
  notice: () => ({ message: messages.consentDone }),
});

/** `POST /candidate/{id}/clone`: a copy with the latest consent record. */
export const cloneCandidateAtom = actionAtom({
  debugLabel: 'cloneCandidate',
  run: (api, { id }: { id: Id; name: string }, options) => cloneCandidate(api, id, options),
  invalidates: () => [queryKeys.candidateLists],
  notice: ({ name }) => ({ message: messages.cloneDone, values: { name } }),
});

/** `DELETE /candidate/{id}/delete`. */
export const deleteCandidateAtom = actionAtom({
  debugLabel: 'deleteCandidate',
  run: (api, { id }: { id: Id; name: string }, options) => deleteCandidate(api, id, options),
  invalidates: ({ id }) => [queryKeys.candidateAll(id), queryKeys.candidateLists],
  notice: ({ name }) => ({ message: messages.deleteDone, values: { name } }),
});
