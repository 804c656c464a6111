import { listApplications, viewApplication, type ApplicationListItem, type ApplicationRecord } from '@mandate/api-client';
import { applicationStatuses, type ApplicationAction, type ApplicationStatus, type Id } from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';

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
