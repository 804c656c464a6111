import type { CurrentUser } from '@mandate/domain';
import type { Atom } from 'jotai';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { hasSessionAtom, loadSessionQueriesAtom } from '../session/session';
import type { AppStore } from '../store';

/** What a screen needs to know to name the data of its first render. */
export interface PrefetchContext {
  params: Params;
  url: URL;
  /** The signed-in user (their query, started at start: see sessionQueries.prefetchSession). */
  user: () => Promise<CurrentUser | null>;
}

/**
 * A screen's data asked for before it renders: the query atoms its first render reads, named from
 * the address (and the user, where the screen depends on the role). Mounting them in the store
 * starts their queries; the screen, mounting the same atoms, finds them under way or answered.
 */
export type ScreenPrefetch = (context: PrefetchContext) => readonly Atom<unknown>[] | Promise<readonly Atom<unknown>[]>;

/** A lazy screen module: its component, and its `prefetch` where it has one. */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: ScreenPrefetch;
}

/** How long the prefetch keeps its atoms mounted: the screen has mounted them by then. */
const HOLD_MS = 15_000;

/**
 * The route object of a lazy screen (decision 0035): its component and, given the store and a
 * `prefetch`, a loader that starts the screen's queries as soon as the route's chunk is there —
 * beside the session check, instead of after the guard and the screen's first render. The loader
 * never waits for the data (the screen shows its own loading state); without a session it does
 * nothing (the guard sends to login).
 */
export function screenRoute(module: ScreenModule, store: AppStore | undefined) {
  const { default: Component, prefetch } = module;
  if (!store || !prefetch) return { Component };
  return {
    Component,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      if (store.get(hasSessionAtom)) void startPrefetch(store, prefetch, params, new URL(request.url));
      return null;
    },
  };
}

async function startPrefetch(store: AppStore, prefetch: ScreenPrefetch, params: Params, url: URL) {
  try {
    const queries = await store.set(loadSessionQueriesAtom);
    const user = () => queries.fetchCurrentUser(store);
    for (const atom of await prefetch({ params, url, user })) {
      const unsubscribe = store.sub(atom, () => undefined);
      window.setTimeout(unsubscribe, HOLD_MS);
    }
  } catch {
    // Only a head start: the screen loads (and reports) its data itself.
  }
}
