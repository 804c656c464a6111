import { listUsers } from '@mandate/api-client';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { queryKeys } from '../../data/queryKeys';
import { apiAtom } from '../../session/tokens';

/** Users the picker offers per search. */
const PICKER_PAGE_SIZE = 10;
/** The picker searches from this many characters on. */
export const PICKER_MIN_CHARS = 2;

const searchAtom = atom('');
searchAtom.debugLabel = 'switchUserSearch';

/** `POST /user/list` for the picker: by name, active users, sorted by name. */
const resultsQuery = atomWithQuery((get) => {
  const fullName = get(searchAtom).trim();
  const api = get(apiAtom);
  return {
    queryKey: queryKeys.userSearch(fullName),
    queryFn: ({ signal }) =>
      listUsers(api, { fullName: fullName || null, page: 0, pageSize: PICKER_PAGE_SIZE, sortBy: 'name', sortOrder: 'ASC' }, { signal }),
    enabled: fullName.length >= PICKER_MIN_CHARS,
  };
});
resultsQuery.debugLabel = 'switchUserResults';

/** Sets the (debounced) search text. */
export const searchUsersAtom = atom(null, (_get, set, text: string) => set(searchAtom, text));
searchUsersAtom.debugLabel = 'searchUsers';

/** The users found for the current search, and whether the search has answered. */
export const foundUsersAtom = atom((get) => {
  const query = get(resultsQuery);
  return { items: query.data?.items ?? [], isSuccess: query.isSuccess };
});
foundUsersAtom.debugLabel = 'foundUsers';
