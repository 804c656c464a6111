import {
  backupApplication,
  createFeedback,
  downloadApplicationPdf,
  editFeedback,
  editPlacement,
  getDataList,
  hireApplication,
  listApplications,
  offerApplication,
  reactivateApplication,
  rejectApplication,
  reviewApplication,
  revertPlacement,
  viewApplication,
  withdrawApplication,
  type ApplicationListItem,
  type ApplicationRecord,
  type ApplicationReviewStep,
} from '@mandate/api-client';
import {
  applicationStatuses,
  type ApplicationAction,
  type ApplicationFeedbackPayload,
  type ApplicationPdfOptions,
  type ApplicationStatus,
  type BackupCandidatePayload,
  type HirePayload,
  type Id,
  type OfferPayload,
  type PlacementPayload,
  type ReactivateCandidatePayload,
  type RejectCandidatePayload,
  type RevenueSplitOption,
  type StatusCommentPayload,
  type WithdrawCandidatePayload,
} from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { saveDownload } from '../../data/saveDownload';
import { applicationMessages as messages } from './VacancyApplications.messages';

// The tab shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** The most applications the tab lists at once (the server's page size limit); more are counted, not listed. */
export const PIPELINE_PAGE_SIZE = 200;

/** `POST /application/list` with the vacancy as filter: its applications the viewer may see (a consultant: their own). */
const applicationsQuery = queryFamily('vacancyApplications', (vacancyId: Id, api) => ({
  queryKey: queryKeys.vacancyApplications(vacancyId),
  queryFn: ({ signal }) =>
    listApplications(
      api,
      { jobId: vacancyId, pageSize: PIPELINE_PAGE_SIZE, sortBy: 'updateDate', sortOrder: 'DESC' },
      { ...shownInline, signal },
    ),
}));

/** `GET /application/{id}/view`: one application with its log, placement and the actions the server's domain machine allows the viewer. */
const applicationQuery = queryFamily('vacancyApplication', (key: `${Id}:${Id}`, api) => {
  const [vacancyId, id] = key.split(':').map(Number) as [Id, Id];
  return {
    queryKey: queryKeys.vacancyApplication(vacancyId, id),
    queryFn: ({ signal }) => viewApplication(api, id, { ...shownInline, signal }),
  };
});

/** `GET /list/revenue-splits` with the percentages (the placement dialog's select). */
const revenueSplitsQuery = queryFamily('revenueSplits', (name: 'revenue-splits', api) => ({
  queryKey: queryKeys.dataList(name),
  queryFn: ({ signal }) => getDataList(api, name, { signal }),
  staleTime: Infinity,
}));

/** The pipeline's order: the statuses in the running by how far along they are, then the parked ones and the hired. */
export const pipelineOrder: readonly ApplicationStatus[] = [
  'offer-made',
  'line-manager-review',
  'in-review',
  'interview',
  'proposed',
  'recruited',
  'backed-up',
  'rejected',
  'withdrawn',
];

/** One status of the pipeline with its applications (only statuses that have any). */
export interface PipelineGroup {
  status: ApplicationStatus;
  items: ApplicationListItem[];
}

/** The applications tab: the vacancy's applications grouped by status in pipeline order, and the state of loading them. */
export const vacancyApplicationsAtom = atomFamily((vacancyId: Id) => {
  const applications = atom((get) => {
    const query = get(applicationsQuery(vacancyId));
    const items = query.data?.items ?? [];
    const groups: PipelineGroup[] = pipelineOrder
      .filter((status) => applicationStatuses.includes(status))
      .map((status) => ({ status, items: items.filter((item) => item.status.code === status) }))
      .filter((group) => group.items.length > 0);
    return {
      groups,
      items,
      total: query.data?.total ?? 0,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  applications.debugLabel = `vacancyApplications:${vacancyId}`;
  return applications;
});

/** The search consultants who supplied candidates on the vacancy (the hire dialog rates them; the server takes exactly these). */
export const applicationSuppliersAtom = atomFamily((vacancyId: Id) => {
  const suppliers = atom((get) => {
    const seen = new Map<Id, string>();
    for (const item of get(applicationsQuery(vacancyId)).data?.items ?? []) seen.set(item.recruiter.id, item.recruiter.fullName);
    return [...seen].map(([id, fullName]) => ({ id, fullName }));
  });
  suppliers.debugLabel = `applicationSuppliers:${vacancyId}`;
  return suppliers;
});

/** One application opened in the tab: its record (log, placement, allowed actions) and the state of loading it. */
export const vacancyApplicationAtom = atomFamily(
  ({ vacancyId, id }: { vacancyId: Id; id: Id }) => {
    const application = atom((get) => {
      const query = get(applicationQuery(`${vacancyId}:${id}`));
      return {
        record: query.data ?? null,
        isPending: query.isPending,
        error: query.isError ? query.error : null,
        retry: () => void query.refetch(),
      };
    });
    application.debugLabel = `vacancyApplication:${vacancyId}:${id}`;
    return application;
  },
  (a, b) => a.vacancyId === b.vacancyId && a.id === b.id,
);

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

// --- Actions on an application ---------------------------------------------------------------------

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

/** The application actions this tab carries out, each with the dialog it opens, in the order offered. */
export const applicationTabActions = [
  'review',
  'line-review',
  'offer',
  'hire',
  'backup',
  'reject',
  'reactivate',
  'withdraw',
] as const satisfies readonly ApplicationAction[];
export type ApplicationTabAction = (typeof applicationTabActions)[number];
export const isApplicationTabAction = (action: ApplicationAction): action is ApplicationTabAction =>
  (applicationTabActions as readonly ApplicationAction[]).includes(action);

/** What a record's actions are, in this tab's order (the server's answer filtered to those the tab carries out). */
export const tabActionsOf = (record: ApplicationRecord): ApplicationTabAction[] =>
  applicationTabActions.filter((action) => record.actions.includes(action));
