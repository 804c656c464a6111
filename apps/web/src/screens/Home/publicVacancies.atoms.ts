import { listPublicVacancies, type PublicVacancy } from '@mandate/api-client';
import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import { apiAtom } from '../../session/tokens';

/** How many vacancies the public home shows. */
export const PUBLIC_VACANCIES_SHOWN = 10;

// A visit without a session has no query client (session.ts loads the query library with the first
// session): the public list is a plain async atom, asked again by bumping the attempt.
const attemptAtom = atom(0);
attemptAtom.debugLabel = 'publicVacanciesAttempt';

/** `GET /job/public-list`: the newest active public vacancies, without login; a failure shows inline. */
const publicVacanciesPageAtom = atom(async (get, { signal }) => {
  get(attemptAtom);
  return listPublicVacancies(get(apiAtom), { pageSize: PUBLIC_VACANCIES_SHOWN }, { skipErrorHandler: true, signal });
});
publicVacanciesPageAtom.debugLabel = 'publicVacanciesPage';
const loadedAtom = loadable(publicVacanciesPageAtom);

/** The public home's vacancies and the state of loading them. */
export const publicVacanciesAtom = atom((get) => {
  const loaded = get(loadedAtom);
  const page = loaded.state === 'hasData' ? loaded.data : null;
  return {
    items: page?.items ?? ([] as PublicVacancy[]),
    total: page?.total ?? 0,
    isPending: loaded.state === 'loading',
    error: loaded.state === 'hasError' ? loaded.error : null,
  };
});
publicVacanciesAtom.debugLabel = 'publicVacancies';

/** Asks the server again (the "Try again" of a failed list). */
export const retryPublicVacanciesAtom = atom(null, (_get, set) => set(attemptAtom, (n) => n + 1));
retryPublicVacanciesAtom.debugLabel = 'retryPublicVacancies';
