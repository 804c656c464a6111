import { getVacancy, getVacancyMenu, putVacancyOnHold } from '@mandate/api-client';
import type { Id, JobAction, OnHoldPayload, ReasonCode } from '@mandate/domain';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { messages } from './VacancyView.messages';

// The view shows these itself (inline, with "Try again"); anything else goes to the global handler too.
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** `GET /job/{id}/view`. */
const vacancyQuery = queryFamily('vacancy', (id: Id, api) => ({
  queryKey: queryKeys.vacancy(id),
  queryFn: ({ signal }) => getVacancy(api, id, { ...shownInline, signal }),
}));

/** `GET /job/{id}/menu`: what the viewer may do now, and why not (domain decides on the server). */
const vacancyMenuQuery = queryFamily('vacancyMenu', (id: Id, api) => ({
  queryKey: queryKeys.vacancyMenu(id),
  queryFn: ({ signal }) => getVacancyMenu(api, id, { ...shownInline, signal }),
}));

/** One entry of the actions menu as the server answered it. */
export interface VacancyMenuEntry {
  action: JobAction;
  /** Why it is not possible now; absent when allowed. */
  reason?: ReasonCode;
}

/** The vacancy page's data: the vacancy, its menu, and the state of loading them. */
export const vacancyPageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const vacancy = get(vacancyQuery(id));
    const menu = get(vacancyMenuQuery(id));
    const entries: VacancyMenuEntry[] = menu.data
      ? [
          ...menu.data.job.map((action) => ({ action })),
          ...Object.entries(menu.data.reasons).map(([action, reason]) => ({ action: action as JobAction, reason })),
        ]
      : [];
    return {
      vacancy: vacancy.data,
      menu: entries,
      isPending: vacancy.isPending,
      /** The view failed: the error for the inline alert (its server message, when any). */
      error: vacancy.isError ? vacancy.error : null,
      isRefetching: vacancy.isFetching && !vacancy.isPending,
      retry: () => {
        void vacancy.refetch();
        void menu.refetch();
      },
    };
  });
  page.debugLabel = `vacancyPage:${id}`;
  return page;
});

/** `PUT /job/{id}/on-hold` (001 §2.5): puts the vacancy on hold; the page refetches view and menu. */
export const putVacancyOnHoldAtom = actionAtom({
  debugLabel: 'putVacancyOnHold',
  run: (api, { id, payload }: { id: Id; payload: OnHoldPayload }, options) => putVacancyOnHold(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.vacancyAll(id)],
  notice: () => ({ message: messages.onHoldDone }),
});
