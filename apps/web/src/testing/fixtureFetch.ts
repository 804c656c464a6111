/**
 * A `fetch` that answers from fixtures, for stories of the app's screens (decision 0014). The
 * store's real API client (`browserApiClient(store, { fetch })`) calls it exactly as it calls the
 * platform's: relative URLs under `/api`, JSON bodies, the `Token`/`Locale`/`Timezone` headers. It
 * answers as the server does, `{ result }` for 2xx and `{ message, errors? }` for a refusal, so the
 * client's unwrapping, error classification, loading count and the global error handler all run.
 * Test support only: imported by stories, never by the app.
 */

/** What a fixture route is given: the request as the server would read it. */
export interface FixtureRequest {
  /** Upper case: `GET`, `PUT`, … */
  method: string;
  /** The path under the base, without the query: `/job/4711/view`. */
  path: string;
  /** The `{name}` segments of the route's pattern, decoded: `{ id: '4711' }`. */
  params: Readonly<Record<string, string>>;
  /** The query; `name[]=a&name[]=b` arrives as `{ name: ['a', 'b'] }`. */
  query: Readonly<Record<string, string | readonly string[]>>;
  /** The parsed JSON body; `undefined` without one. */
  body: unknown;
  /** The request headers, names in lower case (`token`, `locale`, `timezone`). */
  headers: Readonly<Record<string, string>>;
  /** The `Locale` header: the language the server would label its answer in. */
  locale: string;
  /** Every request of this fetch so far, this one excluded: answers that depend on what happened before. */
  calls: readonly FixtureCall[];
}

/** A route's answer. */
export interface FixtureAnswer {
  /** @default 200 */
  status?: number;
  /**
   * 2xx: the `result` (sent as `{ result: body }`). Other statuses: the answer as it is, the
   * server's error shape `{ message, errors? }`; a string is sent as `{ message: body }`.
   */
  body?: unknown;
  /** Extra response headers (`Retry-After` of a 429). @default none */
  headers?: Readonly<Record<string, string>>;
}

/** One route of the fixture server. */
export interface FixtureRoute {
  method: string;
  /** The spec's path under the client's base, with `{params}`: `/job/{id}/view`. */
  path: string;
  /**
   * The answer. Throwing (or rejecting) makes the request fail without an answer, as a network
   * error does (throw a `TypeError('Failed to fetch')`).
   */
  respond: (request: FixtureRequest) => FixtureAnswer | Promise<FixtureAnswer>;
  /** Milliseconds before the answer, or `'never'` (pending until the request is aborted). @default the fetch's `delayMs` */
  delayMs?: number | 'never';
}

/** One recorded request. */
export interface FixtureCall {
  method: string;
  /** The path under the base, without the query: `/job/4711/on-hold`. */
  path: string;
  query: Readonly<Record<string, string | readonly string[]>>;
  /** The parsed JSON body; `undefined` without one. */
  body: unknown;
  headers: Readonly<Record<string, string>>;
  /** The route's pattern that answered, or `null` when none matched (answered 404). */
  route: string | null;
  /** The status answered; `null` while pending, or when it failed without an answer (aborted, thrown). */
  status: number | null;
}

export interface FixtureFetchOptions {
  /** The client's base URL, stripped before matching. @default '/api' */
  baseUrl?: string;
  /** Delay of routes that name none, in milliseconds. @default 0 */
  delayMs?: number;
}

/** A `fetch` answering from fixtures, with what it was asked. */
export interface FixtureFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every request in order, matched or not. */
  readonly calls: readonly FixtureCall[];
  /** The requests to one route: `callsTo('PUT', '/job/{id}/on-hold')` (a pattern or a concrete path). */
  callsTo(method: string, path: string): FixtureCall[];
  /** The requests no route matched (each answered 404). */
  readonly unmatched: readonly FixtureCall[];
}

/** The params of `path` under `pattern` (`/job/{id}/view`), or `null` when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('?')[0]!.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index]!;
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) params[name] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** Whether a request was answered with a 2xx (the fixture servers replay only those). */
export const isSucceeded = (call: FixtureCall): boolean => call.status !== null && call.status >= 200 && call.status < 300;

/** Whether `calls` hold a request to `method` + `path` (a pattern or a concrete path) that was answered with a 2xx. */
export function hasSucceeded(calls: readonly FixtureCall[], method: string, path: string): boolean {
  return calls.some((call) => call.method === method.toUpperCase() && matchPath(path, call.path) !== null && isSucceeded(call));
}

function readQuery(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = query[name];
      query[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      query[key] = value;
    }
  }
  return query;
}

function readHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const read: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    read[name] = value;
  });
  return read;
}

function parseBody(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

/** Waits `delay` ms (or forever), rejecting with an `AbortError` when the request is aborted meanwhile. */
function wait(delay: number | 'never', signal: AbortSignal | null | undefined): Promise<void> {
  if (delay !== 'never' && delay <= 0) return signal?.aborted ? Promise.reject(abortError()) : Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = delay === 'never' ? undefined : window.setTimeout(done, delay);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      if (timer !== undefined) window.clearTimeout(timer);
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function respondWith(answer: FixtureAnswer): Response {
  const status = answer.status ?? 200;
  const headers = { 'Content-Type': 'application/json', ...answer.headers };
  if (status === 204 || status === 205 || status === 304) return new Response(null, { status, headers });
  const ok = status >= 200 && status < 300;
  const payload = ok ? { result: answer.body } : typeof answer.body === 'string' ? { message: answer.body } : (answer.body ?? {});
  return new Response(JSON.stringify(payload), { status, headers });
}

/**
 * A `fetch` that answers from `routes` (the first route whose method and path match), records every
 * request in `calls`, and answers 404 `{ message: 'No fixture for GET /path' }` to anything no route
 * matches (also recorded, in `unmatched`).
 *
 * @example
 * const api = fixtureFetch([
 *   { method: 'GET', path: '/job/{id}/view', respond: ({ params }) => ({ body: { ...vacancy, id: Number(params.id) } }) },
 *   { method: 'PUT', path: '/job/{id}/on-hold', respond: () => ({ status: 409, body: { message: 'Not possible now.' } }) },
 * ]);
 * const store = createAppStore({ createApi: (s) => browserApiClient(s, { fetch: api }) });
 * // later: expect(api.callsTo('PUT', '/job/{id}/on-hold')[0]?.body).toEqual({ reason, comment })
 */
export function fixtureFetch(routes: readonly FixtureRoute[], options: FixtureFetchOptions = {}): FixtureFetch {
  const base = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const calls: FixtureCall[] = [];

  async function fetchFixture(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixtures.invalid');
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = readHeaders(init.headers ?? request?.headers);
    const signal = init.signal ?? request?.signal;
    const rawBody = typeof init.body === 'string' ? init.body : request && !init.body ? await request.text() : null;
    const body = init.body !== undefined && init.body !== null && typeof init.body !== 'string' ? init.body : parseBody(rawBody);
    const path = url.pathname.startsWith(`${base}/`) || url.pathname === base ? url.pathname.slice(base.length) || '/' : url.pathname;
    const query = readQuery(url.searchParams);

    let match: { route: FixtureRoute; params: Record<string, string> } | null = null;
    for (const route of routes) {
      const params = route.method.toUpperCase() === method ? matchPath(route.path, path) : null;
      if (params) {
        match = { route, params };
        break;
      }
    }
    const before = calls.slice();
    const call: FixtureCall = { method, path, query, body, headers, route: match?.route.path ?? null, status: null };
    calls.push(call);
    const answerWith = (answer: FixtureAnswer) => {
      call.status = answer.status ?? 200;
      return respondWith(answer);
    };

    if (!match) {
      await wait(options.delayMs ?? 0, signal);
      return answerWith({ status: 404, body: { message: `No fixture for ${method} ${path}` } });
    }
    const { route, params } = match;
    await wait(route.delayMs ?? options.delayMs ?? 0, signal);
    const answer = await route.respond({ method, path, params, query, body, headers, locale: headers.locale ?? 'en', calls: before });
    if (signal?.aborted) throw abortError();
    return answerWith(answer);
  }

  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method.toUpperCase() && matchPath(path, call.path) !== null);
  return Object.defineProperties(fetchFixture, {
    calls: { value: calls, enumerable: true },
    callsTo: { value: callsTo, enumerable: true },
    unmatched: { get: () => calls.filter((call) => call.route === null), enumerable: true },
  }) as FixtureFetch;
}
