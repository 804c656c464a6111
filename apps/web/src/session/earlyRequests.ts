import {
  buildUrl,
  callHeaders,
  defaultTimezone,
  getCurrentUser,
  getUserCounters,
  readLocaleCookie,
  type FetchLike,
  type RawResponse,
} from '@mandate/api-client';
import { localeAtStart } from '../shell/locale';
import { browserKeys } from './browserKeys';

/**
 * The session's first calls, sent while the entry chunk still evaluates (decision 0046).
 *
 * With a stored session every screen starts by asking for the signed-in user and their counters.
 * The API client sends those calls once the entry has evaluated and the query library has loaded:
 * on the vacancy list at 4× CPU slowdown some 700 ms after navigation, every screen's own data
 * waiting for the user's answer. `main.tsx` imports `./earlyStart` first, so the two calls leave
 * while the rest of the entry is still being evaluated; the app's client, created later, adopts
 * each answer for the first identical call (same URL, same headers, token included) instead of
 * sending it again. Nothing else changes: a 401 goes through the client's refresh as before, a
 * call that differs (another token or locale by then) or comes late goes to the network, and a
 * failed early call is sent again.
 */

/** How long after it was sent an early answer may be adopted: the app asks within the visit's first seconds. */
export const ADOPT_WITHIN_MS = 10_000;

/** The calls sent early: the session's own, read by every signed-in screen. */
export const earlyOperations = [getCurrentUser, getUserCounters] as const;

interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  response: Promise<RawResponse>;
  sentAt: number;
}

/** What an early start needs to know; the browser's values by default (see {@link sendSessionCallsEarly}). */
export interface EarlyStart {
  /** The API base, as the app's client has it. */
  baseUrl: string;
  /** The stored access token; nothing is sent without one. */
  token: string | null;
  /** The headers' locale and time zone, as the client will send them. */
  locale: string;
  timezone: string;
  fetch: FetchLike;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
};

/** A set of early calls and the fetch wrapper that adopts their answers (one per page: {@link earlyCalls}). */
export function createEarlyCalls(now: () => number = () => performance.now()) {
  let calls: EarlyCall[] = [];
  return {
    /** Sends the session's calls now, when there is a token. */
    send({ baseUrl, token, locale, timezone, fetch }: EarlyStart): void {
      if (!token) return;
      const headers = callHeaders({ timezone, locale, token });
      calls = earlyOperations.map(({ route }) => {
        const url = buildUrl(baseUrl, route.path);
        // The same request the client makes for a GET without a body (client.ts, jsonCall).
        return { url, headers, response: fetch(url, { method: 'GET', credentials: 'include', headers }), sentAt: now() };
      });
      // An early call nobody adopted must not report an unhandled rejection.
      for (const call of calls) call.response.catch(() => undefined);
    },
    /** `next`, except that the first call identical to an early one, soon enough, gets that one's answer. */
    adopt(next: FetchLike): FetchLike {
      return (input, init) => {
        const headers = (init.headers ?? {}) as Record<string, string>;
        const index = calls.findIndex(
          (call) =>
            call.url === input &&
            (init.method ?? 'GET') === 'GET' &&
            init.body === undefined &&
            init.signal === undefined &&
            now() - call.sentAt <= ADOPT_WITHIN_MS &&
            sameHeaders(call.headers, headers),
        );
        if (index < 0) return next(input, init);
        const [call] = calls.splice(index, 1);
        return call!.response.catch(() => next(input, init));
      };
    },
  };
}

/** This page's early calls: sent by `./earlyStart`, adopted by the app's client (store.ts). */
export const earlyCalls = createEarlyCalls();

/**
 * Sends the session's calls with what the browser holds: the stored token, the `locale` cookie as
 * the client will read it, the browser's time zone. Not when the page is about to reload for its
 * locale (main.tsx), and never throwing: the app sends its calls itself in any case.
 */
export function sendSessionCallsEarly(baseUrl = '/api'): void {
  try {
    const start = localeAtStart(new URL(window.location.href), document.cookie);
    if (start.reloadTo) return;
    earlyCalls.send({
      baseUrl,
      token: window.localStorage.getItem(browserKeys.token),
      // The cookie main.tsx is about to set, else the one there (the client's `getLocale`).
      locale: start.setCookie ?? (readLocaleCookie(document.cookie) || 'en'),
      timezone: defaultTimezone(),
      fetch: (input, init) => window.fetch(input, init),
    });
  } catch {
    // Storage unavailable (privacy settings) or the like: the client asks as usual.
  }
}
