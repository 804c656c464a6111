/**
 * Interviews on the applications tab (001 §7.5; issue 16 point 4): one application's interviews,
 * scheduling, changing and cancelling them (interviewActions.atoms.ts, with the dialogs).
 */
import { listInterviews, type InterviewRecord } from '@mandate/api-client';
import type { Id } from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';

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
