/**
 * Interviews on the applications tab (001 §7.5; issue 16 point 4): one application's interviews,
 * scheduling, changing and cancelling them. A change refetches the vacancy's page (the application
 * moves to interview, its log and counts change).
 */
import { cancelInterview, createInterview, editInterview, listInterviews, type InterviewRecord } from '@mandate/api-client';
import type { Id, InterviewCancelPayload, InterviewPayload } from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { interviewMessages as messages } from './VacancyInterviews.messages';

/** Under the application's key (so under `vacancyAll`: any change of the vacancy refetches them). */
const interviewsKey = (vacancyId: Id, id: Id) => [...queryKeys.vacancyApplication(vacancyId, id), 'interviews'] as const;

/** `POST /interview/list` by application: its interviews by date, cancelled ones too. */
const interviewsQuery = queryFamily('applicationInterviews', (key: `${Id}:${Id}`, api) => {
  const [vacancyId, id] = key.split(':').map(Number) as [Id, Id];
  return {
    queryKey: interviewsKey(vacancyId, id),
    queryFn: ({ signal }) => listInterviews(api, { applicationId: id, pageSize: 50 }, { skipErrorHandler: [403, 404], signal }),
  };
});

/** One application's interviews and the state of loading them. */
export const applicationInterviewsAtom = atomFamily(
  ({ vacancyId, id }: { vacancyId: Id; id: Id }) => {
    const interviews = atom((get) => {
      const query = get(interviewsQuery(`${vacancyId}:${id}`));
      return {
        items: query.data?.items ?? ([] as InterviewRecord[]),
        isPending: query.isPending,
        error: query.isError ? query.error : null,
      };
    });
    interviews.debugLabel = `applicationInterviews:${vacancyId}:${id}`;
    return interviews;
  },
  (a, b) => a.vacancyId === b.vacancyId && a.id === b.id,
);

interface OnInterview<P> {
  vacancyId: Id;
  /** The application. */
  id: Id;
  /** The candidate, for the notice. */
  name: string;
  payload: P;
}

const vacancyChanged = ({ vacancyId }: { vacancyId: Id }) => [queryKeys.vacancyAll(vacancyId)];

/** `POST /application/{id}/interview/create`: schedules an interview; the application moves to interview. */
export const scheduleInterviewAtom = actionAtom({
  debugLabel: 'scheduleInterview',
  run: (api, { id, payload }: OnInterview<InterviewPayload>, options) => createInterview(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.scheduled, values: { name } }),
});

/** `PUT /interview/{id}/edit`: moves or changes a scheduled interview. */
export const editInterviewAtom = actionAtom({
  debugLabel: 'editInterview',
  run: (api, { interviewId, payload }: OnInterview<InterviewPayload> & { interviewId: Id }, options) =>
    editInterview(api, interviewId, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.changed, values: { name } }),
});

/** `PUT /interview/{id}/cancel`: cancels a scheduled interview. */
export const cancelInterviewAtom = actionAtom({
  debugLabel: 'cancelInterview',
  run: (api, { interviewId, payload }: OnInterview<InterviewCancelPayload> & { interviewId: Id }, options) =>
    cancelInterview(api, interviewId, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.cancelled, values: { name } }),
});
