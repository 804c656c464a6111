import { getDataList } from '@mandate/api-client';
import { atomFamily } from 'jotai-family';
import { atom } from 'jotai';
import { queryFamily } from './queryFamily';
import { queryKeys } from './queryKeys';

/** `GET /list/{name}`, cached for the session (001 §7.6); labels in the app's language. */
const dataListQuery = queryFamily('dataList', (name: string, api) => ({
  queryKey: queryKeys.dataList(name),
  queryFn: ({ signal }) => getDataList(api, name, { signal }),
  staleTime: Infinity,
}));

/** A reference list as select options (`id` = code), with its loading state; a failed load is an empty list (001 §8). */
export const selectOptionsAtom = atomFamily((name: string) => {
  const options = atom((get) => {
    const query = get(dataListQuery(name));
    return {
      options: (query.data ?? []).map((entry) => ({ id: String(entry.code), label: entry.label })),
      isLoading: query.isPending,
    };
  });
  options.debugLabel = `selectOptions:${name}`;
  return options;
});
