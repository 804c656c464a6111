import {
  createApplication,
  getVacancy,
  getVacancyMenu,
  isApiError,
  listCandidates,
  listVacancies,
  matchApplication,
  viewCandidate,
} from '@mandate/api-client';
import type { ApplicationCreatePayload, Id, ReasonCode } from '@mandate/domain';
import type { SubmitCandidateLoader } from '@mandate/ui';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { apiAtom } from '../../session/tokens';
import { messages } from './ApplicationCreate.messages';

// The screen shows these itself (inline, with "Try again").
const shownInline = { skipErrorHandler: [400, 403, 404] } as const;

const vacancyQuery = queryFamily('submitVacancy', (id: Id, api) => ({
  queryKey: queryKeys.vacancy(id),
  queryFn: ({ signal }) => getVacancy(api, id, { ...shownInline, signal }),
}));
const vacancyMenuQuery = queryFamily('submitVacancyMenu', (id: Id, api) => ({
  queryKey: queryKeys.vacancyMenu(id),
  queryFn: ({ signal }) => getVacancyMenu(api, id, { ...shownInline, signal }),
}));
const candidateQuery = queryFamily('submitCandidate', (id: Id, api) => ({
  queryKey: queryKeys.candidate(id),
  queryFn: ({ signal }) => viewCandidate(api, id, { ...shownInline, signal }),
}));
/** `POST /application/match` keyed `jobId:candidateId`: the duplicate check before the submission. */
const matchQuery = queryFamily('applicationMatch', (key: string, api) => {
  const [jobId, candidateId] = key.split(':').map(Number) as [Id, Id];
  return {
    queryKey: queryKeys.applicationMatch(jobId, candidateId),
    queryFn: ({ signal }) => matchApplication(api, { jobId, candidate: candidateId }, { ...shownInline, signal }),
  };
});

const messageOf = (error: unknown) => (isApiError(error) ? error.serverMessage : null);

/**
 * The submission page's data (`/dashboard/candidate/application/create?job=&candidate=`): the
 * vacancy, whether the server lets this user submit to it now (its menu's `submit-candidate`, or the
 * domain reason why not), the chosen candidate and the server's duplicate check of the two.
 */
export const submitPageAtom = atomFamily((key: string) => {
  const [jobId, candidateId] = key.split(':').map(Number) as [Id, Id];
  const page = atom((get) => {
    const vacancy = get(vacancyQuery(jobId));
    const menu = get(vacancyMenuQuery(jobId));
    const candidate = candidateId > 0 ? get(candidateQuery(candidateId)) : null;
    const match = candidateId > 0 ? get(matchQuery(`${jobId}:${candidateId}`)) : null;
    const own = menu.data?.jobRecruiter ?? [];
    const reason: ReasonCode | null = menu.data?.jobRecruiterReasons?.['submit-candidate'] ?? null;
    return {
      vacancy: vacancy.data,
      /** The server's menu allows the submission now; `null` while it loads. */
      canSubmit: menu.data ? own.includes('submit-candidate') : null,
      /** Why the server would refuse it (domain reason), when it says so. */
      refusedReason: reason,
      candidate: candidate?.data ?? null,
      candidateError: candidate?.isError ? (messageOf(candidate.error) ?? '') : null,
      match: match?.data ?? null,
      matchPending: match ? match.isPending : false,
      matchError: match?.isError ? (messageOf(match.error) ?? '') : null,
      isPending: vacancy.isPending || (candidate?.isPending ?? false),
      error: vacancy.isError ? vacancy.error : null,
      retry: () => {
        void vacancy.refetch();
        void menu.refetch();
        void candidate?.refetch();
        void match?.refetch();
      },
    };
  });
  page.debugLabel = `submitPage:${key}`;
  return page;
});

/** The picker of the submit dialog: the user's own active candidates, page by page (`POST /candidate/list`). */
export const submitCandidateLoaderAtom = atom((get): SubmitCandidateLoader => {
  const api = get(apiAtom);
  return async ({ search, page, pageSize }) => {
    const list = await listCandidates(api, { search: search || null, status: ['active'], page, pageSize });
    return {
      total: list.total,
      items: list.items.map((item) => ({
        id: item.id,
        fullName: item.fullName,
        address: item.address,
        city: item.city,
        zipCode: item.zipCode,
        country: item.country,
        employed: item.employed,
        phone: item.phone,
      })),
    };
  };
});

/** `POST /application/create`: submits the candidate; the vacancy's applications and the candidate's refetch. */
export const submitApplicationAtom = actionAtom({
  debugLabel: 'submitApplication',
  run: (api, payload: ApplicationCreatePayload & { name: string }, options) => {
    const { name: _name, ...body } = payload;
    return createApplication(api, body, options);
  },
  invalidates: ({ jobId, candidateId }) => [queryKeys.vacancyAll(jobId), queryKeys.candidateAll(candidateId)],
  notice: ({ name }) => ({ message: messages.submitted, values: { name } }),
});

/** `POST /job/list` of the consultant's vacancies where they are accepted, active (what the candidate page offers to submit to). */
const acceptedQuery = { statuses: ['active' as const], recruiterStatuses: ['accepted' as const], pageSize: 50 };
const acceptedVacanciesQuery = queryFamily('acceptedVacancies', (_: 'accepted', api) => ({
  queryKey: queryKeys.vacancyList(JSON.stringify(acceptedQuery)),
  queryFn: ({ signal }) => listVacancies(api, acceptedQuery, { signal }),
}));

/**
 * The vacancies a consultant could submit a candidate to: active, accepted on, taking candidates.
 * Only a hint for the candidate page's links; the submission page asks the server's menu again.
 */
export const submittableVacanciesAtom = atom((get) => {
  const query = get(acceptedVacanciesQuery('accepted'));
  return (query.data?.items ?? []).filter((item) => item.acceptingCandidates).map((item) => ({ id: item.id, title: item.title }));
});
