import type { ApiClient } from '@mandate/api-client';
import type { QueryKey } from '@tanstack/react-query';
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
