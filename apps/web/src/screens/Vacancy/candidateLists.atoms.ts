import {
  completeCandidateList,
  createCandidateList,
  downloadFile,
  editCandidateListFeedback,
  isApiError,
  listCandidateLists,
  rejectCandidateList,
  uploadFile,
  withdrawCandidateList,
  type CandidateListRecord,
} from '@mandate/api-client';
import type {
  ApplicationFeedbackPayload,
  CandidateListCreatePayload,
  CompleteResearchPayload,
  Id,
  RejectSubmissionPayload,
  UploadedFile,
  WithdrawSubmissionPayload,
} from '@mandate/domain';
import type { UploadFunction } from '@mandate/ui';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { listFamily, queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { saveDownload } from '../../data/saveDownload';
import { apiAtom } from '../../session/tokens';
import { candidateListMessages as messages } from './VacancyCandidateLists.messages';

// The tab shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** The most lists the tab shows at once (the server's page size limit); more are counted, not listed. */
export const CANDIDATE_LISTS_PAGE_SIZE = 100;

/**
 * `POST /candidate-list/list` with the vacancy as filter: the lists the viewer may see (a consultant:
 * their own), each with its log, feedback and the actions domain's candidate-list machine allows now.
 */
const candidateListsQuery = queryFamily('vacancyCandidateLists', (vacancyId: Id, api) => ({
  queryKey: queryKeys.vacancyCandidateLists(vacancyId),
  queryFn: ({ signal }) => listCandidateLists(api, { jobId: vacancyId, pageSize: CANDIDATE_LISTS_PAGE_SIZE }, { ...shownInline, signal }),
}));

/** The candidate-lists tab: the vacancy's lists, newest first, and the state of loading them. */
export const vacancyCandidateListsAtom = listFamily('vacancyCandidateLists', candidateListsQuery);

/** Uploads one attachment of a candidate list (`POST /file/upload?type=attachment`), with progress. */
export const attachmentUploadAtom = atom((get): UploadFunction<UploadedFile> => {
  const api = get(apiAtom);
  return (file, { signal, onProgress }) =>
    uploadFile(api, file, {
      type: 'attachment',
      signal,
      skipErrorHandler: [400, 413, 422],
      onProgress: (progress) => onProgress(progress.fraction),
    });
});

/** The server's message of a refused upload (size, type, content), for the Uploader. */
export const describeAttachmentError = (error: unknown): string | null =>
  isApiError(error) ? (error.errors.file ?? error.serverMessage ?? null) : null;

/** What an action on a list names: the vacancy (to refetch its page), the list, its title (for the notice). */
export interface OnCandidateList<P> {
  vacancyId: Id;
  id: Id;
  title: string;
  payload: P;
}

/** A list's change shows in the vacancy's lists and its history: everything of the vacancy refetches. */
const listChanged = ({ vacancyId }: { vacancyId: Id }) => [queryKeys.vacancyAll(vacancyId)];

/** `POST /candidate-list/create`: the consultant submits a list (title, comment, attachments). */
export const createCandidateListAtom = actionAtom({
  debugLabel: 'createCandidateList',
  run: (api, { payload }: { vacancyId: Id; payload: CandidateListCreatePayload }, options) => createCandidateList(api, payload, options),
  invalidates: listChanged,
  notice: (_args, list: CandidateListRecord) => ({ message: messages.createDone, values: { title: list.title } }),
});

/** `PUT /candidate-list/{id}/withdraw`: the consultant withdraws their list (a comment, a copy to the employer). */
export const withdrawCandidateListAtom = actionAtom({
  debugLabel: 'withdrawCandidateList',
  run: (api, { id, payload }: OnCandidateList<WithdrawSubmissionPayload>, options) => withdrawCandidateList(api, id, payload, options),
  invalidates: listChanged,
  notice: ({ title }) => ({ message: messages.withdrawDone, values: { title } }),
});

/** `PUT /candidate-list/{id}/reject`: the employer rejects the list (a comment). */
export const rejectCandidateListAtom = actionAtom({
  debugLabel: 'rejectCandidateList',
  run: (api, { id, payload }: OnCandidateList<RejectSubmissionPayload>, options) => rejectCandidateList(api, id, payload, options),
  invalidates: listChanged,
  notice: ({ title }) => ({ message: messages.rejectDone, values: { title } }),
});

/** `PUT /candidate-list/{id}/complete`: the employer completes the research with a milestone. */
export const completeCandidateListAtom = actionAtom({
  debugLabel: 'completeCandidateList',
  run: (api, { id, payload }: OnCandidateList<CompleteResearchPayload>, options) => completeCandidateList(api, id, payload, options),
  invalidates: listChanged,
  notice: ({ title }) => ({ message: messages.completeDone, values: { title } }),
});

/** `PUT /candidate-list/{id}/feedback/edit`: the employer's feedback on the list (one per list). */
export const candidateListFeedbackAtom = actionAtom({
  debugLabel: 'candidateListFeedback',
  run: (api, { id, payload }: OnCandidateList<ApplicationFeedbackPayload>, options) => editCandidateListFeedback(api, id, payload, options),
  invalidates: listChanged,
  notice: ({ title }) => ({ message: messages.feedbackDone, values: { title } }),
});

/** `GET /file/{id}/download`: one document of a list, saved by the browser under the server's name. */
export const downloadAttachmentAtom = actionAtom({
  debugLabel: 'downloadCandidateListDocument',
  run: async (api, { id }: { id: Id }, options) => {
    const file = await downloadFile(api, id, options);
    saveDownload(file);
    return file;
  },
  invalidates: () => [],
});
