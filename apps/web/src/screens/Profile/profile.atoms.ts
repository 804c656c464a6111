import { viewUser } from '@mandate/api-client';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';

/** `GET /user/{id}/view`; failures go to the global error handler. */
const profileQuery = queryFamily('profile', (id: number, api) => ({
  queryKey: queryKeys.user(id),
  queryFn: ({ signal }) => viewUser(api, id, [], { signal }),
}));

/** The profile of a user: `undefined` while it loads. */
export const profileAtom = atomFamily((id: number) => {
  const profile = atom((get) => get(profileQuery(id)).data);
  profile.debugLabel = `profileView:${id}`;
  return profile;
});
