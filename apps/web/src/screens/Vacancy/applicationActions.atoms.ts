/**
 * The actions on an application of the vacancy page's applications tab and the placement dialog's
 * revenue splits: only its dialogs use them, so they load with the dialogs on first use (decision
 * 0043), not with the tab.
 */
import {
  backupApplication,
  createFeedback,
  downloadApplicationPdf,
  editFeedback,
  editPlacement,
  getDataList,
  hireApplication,
  offerApplication,
  reactivateApplication,
  rejectApplication,
  reviewApplication,
  revertPlacement,
  withdrawApplication,
  type ApplicationReviewStep,
} from '@mandate/api-client';
import type {
  ApplicationFeedbackPayload,
  ApplicationPdfOptions,
  BackupCandidatePayload,
  HirePayload,
  Id,
  OfferPayload,
  PlacementPayload,
  ReactivateCandidatePayload,
  RejectCandidatePayload,
  RevenueSplitOption,
  StatusCommentPayload,
  WithdrawCandidatePayload,
} from '@mandate/domain';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { saveDownload } from '../../data/saveDownload';
import { applicationDialogMessages as messages } from './ApplicationDialogs.messages';

/** `GET /list/revenue-splits` with the percentages (the placement dialog's select). */
const revenueSplitsQuery = queryFamily('revenueSplits', (name: 'revenue-splits', api) => ({
  queryKey: queryKeys.dataList(name),
  queryFn: ({ signal }) => getDataList(api, name, { signal }),
  staleTime: Infinity,
}));

/** The revenue splits with their percentages, for the placement dialog. */
export const revenueSplitsAtom = atom((get) => {
  const query = get(revenueSplitsQuery('revenue-splits'));
  const options: RevenueSplitOption[] = (query.data ?? []).map((entry) => ({
    code: String(entry.code),
    label: entry.label,
    percentage: typeof entry.percentage === 'number' ? entry.percentage : 0,
  }));
  return { options, isLoading: query.isPending };
});

/** What an application action names: the vacancy (to refetch its page), the application, the candidate (for the notice). */
export interface OnApplication<P> {
  vacancyId: Id;
  id: Id;
  name: string;
  payload: P;
}

/** A change of an application changes the vacancy too (counts, placements, history): everything of the vacancy refetches. */
/** The vacancy's page, and the home lists and counters: the workflow opens and closes tasks with each change. */
const applicationChanged = ({ vacancyId }: { vacancyId: Id }) => [
  queryKeys.vacancyAll(vacancyId),
  queryKeys.homeAll,
  queryKeys.countersAll,
];

/** `POST /application/{id}/review/{step}`: forwards to the HR review or the line manager's review. */
export const reviewApplicationAtom = actionAtom({
  debugLabel: 'reviewApplication',
  run: (api, { id, payload, step }: OnApplication<StatusCommentPayload> & { step: ApplicationReviewStep }, options) =>
    reviewApplication(api, id, step, payload, options),
  invalidates: applicationChanged,
  notice: ({ name, step }) => ({ message: step === 'hr' ? messages.reviewDone : messages.lineReviewDone, values: { name } }),
});

/** `PUT /application/{id}/backup`: the candidate is kept as a backup. */
export const backupApplicationAtom = actionAtom({
  debugLabel: 'backupApplication',
  run: (api, { id, payload }: OnApplication<BackupCandidatePayload>, options) => backupApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.backupDone, values: { name } }),
});

/** `PUT /application/{id}/offer`: the employer makes an offer (a comment; admins also the day). */
export const offerApplicationAtom = actionAtom({
  debugLabel: 'offerApplication',
  run: (api, { id, payload }: OnApplication<OfferPayload>, options) => offerApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.offerDone, values: { name } }),
});

/** `PUT /application/{id}/hire`: the placement with the fee from domain; the vacancy's placement count grows. */
export const hireApplicationAtom = actionAtom({
  debugLabel: 'hireApplication',
  run: (api, { id, payload }: OnApplication<HirePayload>, options) => hireApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.hireDone, values: { name } }),
});

/** `PUT /application/{id}/reject`: a reason from `candidate-reject-reasons` and a comment. */
export const rejectApplicationAtom = actionAtom({
  debugLabel: 'rejectApplication',
  run: (api, { id, payload }: OnApplication<RejectCandidatePayload>, options) => rejectApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.rejectDone, values: { name } }),
});

/** `PUT /application/{id}/reactivate`: back to the status before rejected, withdrawn or backed up. */
export const reactivateApplicationAtom = actionAtom({
  debugLabel: 'reactivateApplication',
  run: (api, { id, payload }: OnApplication<ReactivateCandidatePayload>, options) => reactivateApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.reactivateDone, values: { name } }),
});

/** `PUT /application/{id}/withdraw`: the consultant withdraws their candidate. */
export const withdrawApplicationAtom = actionAtom({
  debugLabel: 'withdrawApplication',
  run: (api, { id, payload }: OnApplication<WithdrawCandidatePayload>, options) => withdrawApplication(api, id, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.withdrawDone, values: { name } }),
});

/** `PUT /placement/{id}/edit`: the placement's figures; the fee follows domain's rule on the server too. */
export const editPlacementAtom = actionAtom({
  debugLabel: 'editPlacement',
  run: (api, { placementId, payload }: OnApplication<PlacementPayload> & { placementId: Id }, options) =>
    editPlacement(api, placementId, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.placementEditDone, values: { name } }),
});

/** `DELETE /placement/{id}/revert`: the hire is undone, the application returns to its previous status. */
export const revertPlacementAtom = actionAtom({
  debugLabel: 'revertPlacement',
  run: (api, { placementId }: OnApplication<StatusCommentPayload> & { placementId: Id }, options) =>
    revertPlacement(api, placementId, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.placementRevertDone, values: { name } }),
});

/** `POST /application/{id}/feedback/create`, or with `feedbackId` `PUT /application/{id}/feedback/{fid}/edit`: the employer's feedback. */
export const saveFeedbackAtom = actionAtom({
  debugLabel: 'saveFeedback',
  run: (api, { id, feedbackId, payload }: OnApplication<ApplicationFeedbackPayload> & { feedbackId: Id | null }, options) =>
    feedbackId === null ? createFeedback(api, id, payload, options) : editFeedback(api, id, feedbackId, payload, options),
  invalidates: applicationChanged,
  notice: ({ name }) => ({ message: messages.feedbackDone, values: { name } }),
});

/** `GET /application/{id}/pdf` with the pages chosen: the browser saves the PDF (or the zip of its parts). */
export const downloadApplicationPdfAtom = actionAtom({
  debugLabel: 'downloadApplicationPdf',
  run: async (api, { id, payload }: OnApplication<ApplicationPdfOptions>, options) => {
    const file = await downloadApplicationPdf(api, id, payload, options);
    saveDownload(file);
    return file;
  },
  invalidates: () => [],
});
