import {
  acceptInvitation,
  completeTask,
  declineInvitation,
  editTask,
  getVacancyStatistics,
  listApplications,
  listJobRecruiters,
  listTasks,
  listVacancies,
  listVacanciesForModeration,
  type ApiClient,
  type CallOptions,
  type TaskRecord,
  type VacancyListItem,
} from '@mandate/api-client';
import {
  allowedJobRecruiterActions,
  isAdmin,
  isRecruiter,
  type ApplyPayload,
  type CurrentUser,
  type DeclineInvitationPayload,
  type Id,
  type TaskEditPayload,
} from '@mandate/domain';
import type { QueryKey } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { actionAtom } from '../../data/actionAtom';
import { queryKeys } from '../../data/queryKeys';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { apiAtom } from '../../session/tokens';
import { messages } from './RoleHome.messages';

/** Whose home it is: the parts it shows follow the role (DESIGN.md "Home per role"). */
export type HomeRole = 'employer' | 'consultant' | 'admin';

/** The role whose home the user sees: admins first, then search consultants, everyone else the company's side. */
export function homeRoleOf(user: Pick<CurrentUser, 'roles'>): HomeRole {
  if (isAdmin(user)) return 'admin';
  if (isRecruiter(user)) return 'consultant';
  return 'employer';
}

/** How many rows a home list shows (the full lists are the vacancy list's). */
export const HOME_LIST_SIZE = 10;
/** How many open requests and new applications the employer's home reads to group them by vacancy. */
const WAITING_PAGE_SIZE = 200;

// Every home list shows its own failure inline, with "Try again".
const inline: CallOptions = { skipErrorHandler: true };

/** A home list query: enabled only on the home of `role`, so no role asks what it may not see. */
function homeQuery<T>(part: string, role: HomeRole, fetch: (api: ApiClient, signal: AbortSignal) => Promise<T>) {
  const query = atomWithQuery<T>((get) => {
    const user = get(currentUserAtom).data;
    const api = get(apiAtom);
    return {
      queryKey: queryKeys.home(part),
      queryFn: ({ signal }) => fetch(api, signal),
      enabled: Boolean(user) && homeRoleOf(user!) === role,
    };
  });
  query.debugLabel = `home:${part}`;
  return query;
}

/** What a home section shows: its items, and the state of loading them. */
export interface HomeSection<T> {
  items: T[];
  /** How many there are on the server (may be more than `items`). */
  total: number;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

function sectionOf<T, R>(
  query: { data?: R; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
  read: (data: R) => { items: T[]; total: number },
): HomeSection<T> {
  const data = query.data === undefined ? { items: [], total: 0 } : read(query.data);
  return {
    ...data,
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}

// --- Tasks (employer and consultant) -------------------------------------------------------------

/** `POST /task/list`: the user's open tasks, the soonest due first. Read again whenever the home opens. */
const tasksQuery = atomWithQuery((get) => {
  const user = get(currentUserAtom).data;
  const api = get(apiAtom);
  return {
    queryKey: queryKeys.home('tasks'),
    queryFn: ({ signal }) => listTasks(api, { status: 'open', sort: 'due', pageSize: HOME_LIST_SIZE }, { ...inline, signal }),
    enabled: Boolean(user) && homeRoleOf(user!) !== 'admin',
    // The workflow opens and closes tasks on other pages: the home never shows an old list.
    staleTime: 0,
  };
});
tasksQuery.debugLabel = 'home:tasks';

/** Where a task is done: the vacancy's consultants (a request) or its applications. */
export const taskHref = (task: Pick<TaskRecord, 'record' | 'job'>) =>
  paths.vacancy(task.job.id, task.record.type === 'job-recruiter' ? 'consultants' : 'applications');

/** The user's open tasks. */
export const tasksAtom = atom((get) => sectionOf(get(tasksQuery), (page) => page));
tasksAtom.debugLabel = 'tasks';

/** `PUT /task/{id}/complete` from the home page: the list and the open-task counter change. */
export const completeTaskFromHomeAtom = actionAtom({
  debugLabel: 'completeTaskFromHome',
  run: (api, { id }: { id: Id }, options) => completeTask(api, id, options),
  invalidates: () => [queryKeys.home('tasks'), queryKeys.countersAll],
  notice: () => ({ message: messages.taskCompleted }),
});

/** `PUT /task/{id}/edit` from the home page (the TaskDialog): the list reads the task again. */
export const editTaskFromHomeAtom = actionAtom({
  debugLabel: 'editTaskFromHome',
  run: (api, { id, payload }: { id: Id; payload: TaskEditPayload }, options) => editTask(api, id, payload, options),
  invalidates: () => [queryKeys.home('tasks')],
  notice: () => ({ message: messages.taskSaved }),
});

// --- Employer -----------------------------------------------------------------------------------

/** `POST /job/statistics`: the employer's visible vacancies counted by status. */
const statisticsQuery = homeQuery('statistics', 'employer', (api, signal) => getVacancyStatistics(api, {}, { ...inline, signal }));
/** `POST /job/list`: their vacancies, the most recently changed first. */
const employerVacanciesQuery = homeQuery('employer-vacancies', 'employer', (api, signal) =>
  listVacancies(api, { sortBy: 'updateDate', sortOrder: 'DESC', pageSize: HOME_LIST_SIZE }, { ...inline, signal }),
);
/** `POST /job-recruiter/list`: consultants asking to work on their vacancies. */
const requestsQuery = homeQuery('requests', 'employer', (api, signal) =>
  listJobRecruiters(api, { statuses: ['requested'], pageSize: WAITING_PAGE_SIZE }, { ...inline, signal }),
);
/** `POST /application/list`: applications not yet reviewed (`proposed`), the oldest first. */
const newApplicationsQuery = homeQuery('new-applications', 'employer', (api, signal) =>
  listApplications(
    api,
    { status: ['proposed'], sortBy: 'creationDate', sortOrder: 'ASC', pageSize: WAITING_PAGE_SIZE },
    { ...inline, signal },
  ),
);

/** The employer's vacancies by status (the server's counts). */
export const employerCountsAtom = atom((get) => {
  const query = get(statisticsQuery);
  return {
    statistics: query.data ?? null,
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
});
employerCountsAtom.debugLabel = 'employerCounts';

/** The employer's most recently changed vacancies. */
export const employerVacanciesAtom = atom((get) => sectionOf(get(employerVacanciesQuery), (page) => page));
employerVacanciesAtom.debugLabel = 'employerVacancies';

/** A vacancy with what waits on it for the employer. */
export interface WaitingVacancy {
  id: Id;
  title: string;
  /** Consultants asking to work on it. */
  requests: number;
  /** Applications not yet reviewed. */
  applications: number;
  /** When the oldest of them arrived (ISO), for "waiting since". */
  oldest: string | null;
}

/** What waits for the employer: consultant requests to approve and new applications to review, by vacancy, the oldest first. */
export const employerWaitingAtom = atom((get) => {
  const requests = get(requestsQuery);
  const applications = get(newApplicationsQuery);
  const byJob = new Map<Id, WaitingVacancy>();
  const at = (id: Id, title: string) => {
    const entry = byJob.get(id) ?? { id, title, requests: 0, applications: 0, oldest: null };
    byJob.set(id, entry);
    return entry;
  };
  const older = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
  for (const item of requests.data?.items ?? []) {
    const entry = at(item.job.id, item.job.title);
    entry.requests++;
    entry.oldest = older(entry.oldest, item.lastStatus.creationDate ?? item.creationDate);
  }
  for (const item of applications.data?.items ?? []) {
    const entry = at(item.job.id, item.job.title);
    entry.applications++;
    entry.oldest = older(entry.oldest, item.creationDate);
  }
  const items = [...byJob.values()].sort((a, b) => (a.oldest ?? '').localeCompare(b.oldest ?? ''));
  return {
    items,
    requestsTotal: requests.data?.total ?? 0,
    applicationsTotal: applications.data?.total ?? 0,
    isPending: requests.isPending || applications.isPending,
    error: requests.isError ? requests.error : applications.isError ? applications.error : null,
    retry: () => {
      void requests.refetch();
      void applications.refetch();
    },
  };
});
employerWaitingAtom.debugLabel = 'employerWaiting';

// --- Search consultant --------------------------------------------------------------------------

/** `POST /job-recruiter/list`: the consultant's open invitations (the text, when and by whom). */
const invitationsQuery = homeQuery('invitations', 'consultant', (api, signal) =>
  listJobRecruiters(api, { statuses: ['invited'], pageSize: HOME_LIST_SIZE * 5 }, { ...inline, signal }),
);
/** `POST /job/list`: the vacancies of those invitations (company, place). */
const invitedVacanciesQuery = homeQuery('invited-vacancies', 'consultant', (api, signal) =>
  listVacancies(api, { recruiterStatuses: ['invited'], pageSize: HOME_LIST_SIZE * 5 }, { ...inline, signal }),
);
/** `POST /job/list`: the vacancies the consultant works on (accepted). */
const workingOnQuery = homeQuery('working-on', 'consultant', (api, signal) =>
  listVacancies(api, { recruiterStatuses: ['accepted'], sortBy: 'updateDate', pageSize: HOME_LIST_SIZE }, { ...inline, signal }),
);
/** `POST /job/list`: active vacancies of the marketplace, newest first, to find those they may ask to work on. */
const marketplaceQuery = homeQuery('marketplace', 'consultant', (api, signal) =>
  listVacancies(api, { statuses: ['active'], sortBy: 'publicationDate', pageSize: HOME_LIST_SIZE * 3 }, { ...inline, signal }),
);

/** An open invitation as the home shows it. */
export interface HomeInvitation {
  /** The relation (job-recruiter) id. */
  id: Id;
  vacancyId: Id;
  title: string;
  organization: string | null;
  place: string | null;
  invitedAt: string | null;
  message: string | null;
}

const placeOf = (vacancy: Pick<VacancyListItem, 'place'> | undefined) =>
  [vacancy?.place?.city, vacancy?.place?.country?.label].filter(Boolean).join(', ') || null;

/** The consultant's open invitations, the newest first, with their vacancies' company and place. */
export const invitationsAtom = atom((get) => {
  const invitations = get(invitationsQuery);
  const vacancies = get(invitedVacanciesQuery);
  const byId = new Map((vacancies.data?.items ?? []).map((vacancy) => [vacancy.id, vacancy]));
  const section = sectionOf(invitations, (page) => ({
    total: page.total,
    items: page.items.map((item): HomeInvitation => ({
      id: item.id,
      vacancyId: item.job.id,
      title: item.job.title,
      organization: byId.get(item.job.id)?.authoredBy.organization?.name ?? null,
      place: placeOf(byId.get(item.job.id)),
      invitedAt: item.lastStatus.creationDate ?? item.creationDate,
      message: item.comment,
    })),
  }));
  return section;
});
invitationsAtom.debugLabel = 'invitations';

/** The vacancies the consultant works on. */
export const workingOnAtom = atom((get) => sectionOf(get(workingOnQuery), (page) => page));
workingOnAtom.debugLabel = 'workingOn';

/**
 * Active vacancies the consultant may ask to work on: domain's job-recruiter machine (the server's
 * own rule) allows `request` for them now. The vacancy page asks the server again before the request.
 */
export const requestableAtom = atom((get) => {
  const user = get(currentUserAtom).data;
  return sectionOf(get(marketplaceQuery), (page) => {
    const items = user
      ? page.items
          .filter((vacancy) =>
            allowedJobRecruiterActions(user, {
              job: {
                authoredBy: vacancy.authoredBy,
                acceptingCandidates: vacancy.acceptingCandidates,
                acceptingRecruiters: vacancy.acceptingRecruiters,
                customTnC: null,
                status: vacancy.status,
              },
              recruiterId: user.id,
              recruiterStatus: vacancy.myStatus?.code ?? null,
            }).includes('request'),
          )
          .slice(0, HOME_LIST_SIZE)
      : [];
    return { items, total: items.length };
  });
});
requestableAtom.debugLabel = 'requestable';

// --- Admin --------------------------------------------------------------------------------------

/** `POST /job/moderation-list`: vacancies waiting for moderation, the longest waiting first. */
const moderationQuery = homeQuery('moderation', 'admin', (api, signal) =>
  listVacanciesForModeration(api, { sortBy: 'creationDate', sortOrder: 'ASC', pageSize: HOME_LIST_SIZE }, { ...inline, signal }),
);

/** The vacancies waiting for an admin's moderation. */
export const moderationAtom = atom((get) => sectionOf(get(moderationQuery), (page) => page));
moderationAtom.debugLabel = 'moderation';

// --- Answering an invitation from the home page ---------------------------------------------------

/** The home lists, the vacancy's page and the counters (open invitations) change with an answer. */
const answered = ({ vacancyId }: { vacancyId: Id }): QueryKey[] => [
  queryKeys.homeAll,
  queryKeys.vacancyAll(vacancyId),
  queryKeys.countersAll,
];

/** `POST /job/{id}/job-recruiter/invitation/accept` from the home page, with the cover letter. */
export const acceptInvitationFromHomeAtom = actionAtom({
  debugLabel: 'acceptInvitationFromHome',
  run: (api, { vacancyId, payload }: { vacancyId: Id; title: string; payload: ApplyPayload }, options) =>
    acceptInvitation(api, vacancyId, payload, options),
  invalidates: answered,
  notice: ({ title }) => ({ message: messages.acceptDone, values: { title } }),
});

/** `POST /job/{id}/job-recruiter/invitation/decline` from the home page (reason, comment, copy to the employer). */
export const declineInvitationFromHomeAtom = actionAtom({
  debugLabel: 'declineInvitationFromHome',
  run: (api, { vacancyId, payload }: { vacancyId: Id; title: string; payload: DeclineInvitationPayload }, options) =>
    declineInvitation(api, vacancyId, payload, options),
  invalidates: answered,
  notice: ({ title }) => ({ message: messages.declineDone, values: { title } }),
});
