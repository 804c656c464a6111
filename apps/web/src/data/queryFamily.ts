import type { ApiClient } from '@mandate/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { atom, type Atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiAtom } from '../session/tokens';

/** The query of one parameter: its key (from `queryKeys`) and the API client call. */
export interface QueryDefinition<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** @default the store's query client default (30 s) */
  staleTime?: number;
}

/**
 * Query atoms keyed by a parameter (docs/adding-a-screen.md): one `atomWithQuery` per id, reading the
 * store's API client. The atoms are tiny and kept per id; the data they point at lives in the
 * store's query client, which drops what no screen has used for its gcTime (5 minutes).
 */
export function queryFamily<P extends string | number, T>(debugLabel: string, define: (param: P, api: ApiClient) => QueryDefinition<T>) {
  return atomFamily((param: P) => {
    const query = atomWithQuery<T>((get) => define(param, get(apiAtom)));
    query.debugLabel = `${debugLabel}:${param}`;
    return query;
  });
}

/** What a list query answers with: one page of items and the total. */
interface ListQueryState<T> {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A list as a screen shows it, per parameter (docs/adding-a-screen.md "States"): the items and the
 * total (a refetch keeps the old ones), whether the first load is pending, its error, and a retry.
 */
export function listFamily<P extends string | number, T>(debugLabel: string, query: (param: P) => Atom<ListQueryState<T>>) {
  return atomFamily((param: P) => {
    const list = atom((get) => {
      const state = get(query(param));
      return {
        items: state.data?.items ?? [],
        total: state.data?.total ?? 0,
        isPending: state.isPending,
        error: state.isError ? state.error : null,
        retry: () => void state.refetch(),
      };
    });
    list.debugLabel = `${debugLabel}:${param}`;
    return list;
  });
}
