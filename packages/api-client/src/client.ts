import type { TokenPair } from '@mandate/domain';
import { ApiError, parseRetryAfter, readFieldErrors, readRedirectOnError, readServerMessage } from './errors';
import { callHeaders, defaultTimezone, fileNameFromContentDisposition, readLocaleCookie } from './headers';
import { buildUrl, type QueryParams } from './query';
import { xhrUploadTransport, type RawResponse, type UploadProgress, type UploadTransport } from './transport';

/** The `fetch` the client calls; the platform's by default. */
export type FetchLike = (input: string, init: RequestInit) => Promise<RawResponse>;

/** What the global error handler is told about the failed request. */
export interface ApiRequestInfo {
  method: string;
  /** The path as the caller gave it (`/job/list`), without base and query. */
  path: string;
  /** The full URL that was requested. */
  url: string;
}

/** Options of {@link createApiClient}. The app owns the session; the client only reads and reports it. */
export interface ApiClientOptions {
  /** Base of every call. @default '/api' */
  baseUrl?: string;
  /** Base of {@link ApiClient.download} (spreadsheets, PDFs). @default the `baseUrl` */
  exportBaseUrl?: string;
  /** The current access token, sent as the `Token` header; `null` when logged out. */
  getToken?: () => string | null | undefined;
  /** The current refresh token, sent in the body of the refresh call. */
  getRefreshToken?: () => string | null | undefined;
  /** Called with the new pair after a successful refresh: the app stores it. */
  onTokens?: (pair: TokenPair) => void;
  /** Called once when a refresh fails: the app clears its session (tokens, current user). */
  onSessionCleared?: () => void;
  /**
   * The language for the `Locale` header. @default the `locale` cookie of `document.cookie` when
   * there is a document (see {@link readLocaleCookie}), else `defaultLocale`
   */
  getLocale?: () => string | null | undefined;
  /** Sent when `getLocale` gives nothing. @default 'en' */
  defaultLocale?: string;
  /** The `Timezone` header. @default `Intl.DateTimeFormat().resolvedOptions().timeZone` */
  timezone?: string;
  /** @default the platform `fetch` */
  fetch?: FetchLike;
  /** Multipart sender with progress. @default {@link xhrUploadTransport} on `XMLHttpRequest` */
  uploadTransport?: UploadTransport;
  /** Called with the number of calls in flight whenever it changes (the global loading indicator). */
  onLoadingChange?: (count: number) => void;
  /**
   * The app's global error handler (000 §8). Called with every final error of a call, after the one
   * refresh attempt, unless the call passed `skipErrorHandler`; never for aborted calls. The error
   * is still rejected to the caller.
   */
  onError?: (error: ApiError, request: ApiRequestInfo) => void;
  /** Path of the refresh call, under `baseUrl`. @default '/authentication/refresh' */
  refreshPath?: string;
  /**
   * Paths whose 401 is final and never triggers a refresh: the login calls and the refresh itself.
   * @default login, OTP and refresh paths under `/authentication/`
   */
  isRefreshExempt?: (path: string) => boolean;
}

/** Options of one call. */
export interface RequestOptions {
  /** GET parameters; see {@link encodeQuery}. Also allowed on other methods. */
  query?: QueryParams;
  /** Sent as JSON. A `redirectOnError` field in it is carried into the {@link ApiError}. */
  body?: unknown;
  signal?: AbortSignal;
  /** Leave the global loading indicator alone (the version check). @default false */
  skipLoading?: boolean;
  /**
   * Do not call the client's `onError` for this call: `true` for every failure (the version check),
   * or a list of statuses (`[401]` on login: a wrong password goes to the login form, not to the
   * handler). The caller always gets the rejection. @default false
   */
  skipErrorHandler?: boolean | readonly number[];
  /** Treat a 401 as final, without the shared refresh. @default true for exempt paths, else false */
  skipRefresh?: boolean;
  /** Extra headers. */
  headers?: Readonly<Record<string, string>>;
}

/** Options of {@link ApiClient.download}. */
export interface DownloadOptions extends Omit<RequestOptions, 'body'> {
  /** @default 'GET' */
  method?: 'GET' | 'POST';
  /** JSON body of a POST download. */
  body?: unknown;
  /** Name used when the answer has no `Content-Disposition` file name. @default the last path segment */
  fileName?: string;
}

/** A downloaded file; saving it is the app's job. */
export interface DownloadResult {
  blob: Blob;
  /** From `Content-Disposition` when present, else the given `fileName`, else the last path segment. */
  fileName: string;
}

/** A form field of an upload; `null`/`undefined` are skipped, arrays are sent as repeated `name[]`. */
export type UploadFieldValue = string | number | boolean | Blob | null | undefined;

/** Options of {@link ApiClient.upload}. */
export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  file: Blob;
  /** File name in the multipart body. @default the `File`'s name, else 'file' */
  fileName?: string;
  /** Multipart field of the file. @default 'file' */
  fieldName?: string;
  /** Further multipart fields. */
  fields?: Readonly<Record<string, UploadFieldValue | readonly UploadFieldValue[]>>;
  /** Progress of the body upload. Starts again from 0 if the upload is retried after a refresh. */
  onProgress?: (progress: UploadProgress) => void;
  /** @default 'POST' */
  method?: 'POST' | 'PUT';
}

/** The transport. Every method resolves to the answer's `result`, or rejects with an {@link ApiError}. */
export interface ApiClient {
  /** Any method. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'query' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** A HEAD call (`HEAD /authentication/check`): resolves when the status is 2xx. */
  head(path: string, options?: Omit<RequestOptions, 'body'>): Promise<void>;
  /** A binary download against the export base. */
  download(path: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** A multipart upload with progress, through the upload transport. */
  upload<T = unknown>(path: string, options: UploadOptions): Promise<T>;
  /**
   * Opens a server-sent event stream (`GET`, `Accept: text/event-stream`) with the session's
   * headers and answers the response as it is: no refresh on 401, no loading indicator, no error
   * handling (the caller reads `body` and reconnects).
   */
  stream(path: string, options?: { signal?: AbortSignal }): Promise<StreamResponse>;
  /** The number of calls in flight that count for the loading indicator. */
  readonly loadingCount: number;
  /** The resolved options, for diagnostics. */
  readonly baseUrl: string;
  readonly exportBaseUrl: string;
}

/** The answer of {@link ApiClient.stream}: its status and its body while it streams. */
export interface StreamResponse {
  readonly status: number;
  readonly body: ReadableStream<Uint8Array> | null;
}

const defaultExempt = (path: string) => /^\/?authentication\/(login|otp|refresh)(\/|$|\?)/.test(path);

type RefreshOutcome = { ok: true; token: string } | { ok: false };

interface Call {
  method: string;
  path: string;
  url: string;
  requestBody: unknown;
  options: RequestOptions;
  refreshOnUnauthorized: boolean;
  send(headers: Record<string, string>): Promise<RawResponse>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: RawResponse): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates the transport (000 §7, 001 §7): credentials sent, `Timezone`/`Locale`/`Token` headers,
 * JSON bodies, `name[]` query arrays, `result` unwrapped, one shared token refresh on 401, errors
 * classified as {@link ApiError}, a loading counter, downloads and uploads with progress.
 *
 * @example
 * const api = createApiClient({
 *   getToken: () => store.get(tokenAtom),
 *   getRefreshToken: () => store.get(refreshTokenAtom),
 *   onTokens: (pair) => store.set(setTokensAtom, pair),
 *   onSessionCleared: () => store.set(clearSessionAtom),
 *   onLoadingChange: (count) => store.set(loadingAtom, count > 0),
 *   onError: (error) => store.set(handleApiErrorAtom, error),
 * });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const exportBaseUrl = options.exportBaseUrl ?? baseUrl;
  const timezone = options.timezone ?? defaultTimezone();
  const defaultLocale = options.defaultLocale ?? 'en';
  const getLocale = options.getLocale ?? (() => (typeof document === 'undefined' ? null : readLocaleCookie(document.cookie)));
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const isExempt = options.isRefreshExempt ?? defaultExempt;
  const refreshPath = options.refreshPath ?? '/authentication/refresh';
  let uploadTransport = options.uploadTransport;

  let loadingCount = 0;
  const changeLoading = (delta: number) => {
    loadingCount += delta;
    options.onLoadingChange?.(loadingCount);
  };

  // One shared refresh. `generation` counts finished refreshes: a 401 of a request sent before the
  // latest refresh finished is answered by that refresh's outcome instead of starting another.
  let generation = 0;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let lastOutcome: RefreshOutcome = { ok: false };

  const baseHeaders = (token: string | null | undefined) => callHeaders({ timezone, locale: getLocale() || defaultLocale, token });

  async function doRefresh(): Promise<RefreshOutcome> {
    const fail = (): RefreshOutcome => {
      try {
        options.onSessionCleared?.();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
      return { ok: false };
    };
    const refreshToken = options.getRefreshToken?.();
    if (!refreshToken) return fail();
    try {
      const response = await fetchImpl(buildUrl(baseUrl, refreshPath), {
        method: 'POST',
        credentials: 'include',
        headers: { ...baseHeaders(null), 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (response.status < 200 || response.status >= 300) return fail();
      const body = await readBody(response);
      const pair = isRecord(body) && isRecord(body.result) ? body.result : null;
      if (!pair || typeof pair.token !== 'string' || typeof pair.refreshToken !== 'string' || pair.token === '') return fail();
      options.onTokens?.({ token: pair.token, refreshToken: pair.refreshToken });
      return { ok: true, token: pair.token };
    } catch {
      return fail();
    }
  }

  function sharedRefresh(sentGeneration: number): Promise<RefreshOutcome> {
    if (refreshing) return refreshing;
    if (sentGeneration < generation) return Promise.resolve(lastOutcome);
    refreshing = doRefresh().then((outcome) => {
      lastOutcome = outcome;
      generation += 1;
      refreshing = null;
      return outcome;
    });
    return refreshing;
  }

  async function errorFromResponse(call: Call, response: RawResponse): Promise<ApiError> {
    const body = await readBody(response);
    return new ApiError({
      status: response.status,
      serverMessage: readServerMessage(body),
      errors: readFieldErrors(body),
      body,
      redirectOnError: readRedirectOnError(call.requestBody),
      retryAfterSeconds: response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : null,
      method: call.method,
      url: call.url,
    });
  }

  async function sendOnce(call: Call, token: string | null | undefined): Promise<RawResponse> {
    const headers = { ...baseHeaders(token), ...call.options.headers };
    try {
      return await call.send(headers);
    } catch (cause) {
      const aborted = call.options.signal?.aborted === true || (cause instanceof Error && cause.name === 'AbortError');
      throw new ApiError({
        status: 0,
        kind: aborted ? 'aborted' : 'network',
        redirectOnError: readRedirectOnError(call.requestBody),
        method: call.method,
        url: call.url,
        cause,
      });
    }
  }

  async function attempt(call: Call): Promise<RawResponse> {
    // Requests made while a refresh runs wait for it, then go out with the new token.
    if (refreshing && call.refreshOnUnauthorized) await refreshing;
    const sentGeneration = generation;
    const sentToken = options.getToken?.() ?? null;
    let response = await sendOnce(call, sentToken);
    if (response.status === 401 && call.refreshOnUnauthorized && (sentToken !== null || refreshing || sentGeneration < generation)) {
      const unauthorized = await errorFromResponse(call, response);
      const outcome = await sharedRefresh(sentGeneration);
      if (!outcome.ok) throw unauthorized;
      response = await sendOnce(call, outcome.token);
    }
    if (response.status < 200 || response.status >= 300) throw await errorFromResponse(call, response);
    return response;
  }

  function shouldHandle(call: Call, error: ApiError): boolean {
    if (error.kind === 'aborted' || !options.onError) return false;
    const skip = call.options.skipErrorHandler;
    if (skip === true) return false;
    if (Array.isArray(skip)) return !(skip as readonly number[]).includes(error.status);
    return true;
  }

  async function run<T>(call: Call, read: (response: RawResponse) => Promise<T>): Promise<T> {
    const counted = call.options.skipLoading !== true;
    if (counted) changeLoading(1);
    try {
      const response = await attempt(call);
      return await read(response);
    } catch (cause) {
      const error =
        cause instanceof ApiError ? cause : new ApiError({ status: 0, kind: 'network', method: call.method, url: call.url, cause });
      if (shouldHandle(call, error)) {
        try {
          options.onError?.(error, { method: call.method, path: call.path, url: call.url });
        } catch (handlerError) {
          queueMicrotask(() => {
            throw handlerError;
          });
        }
      }
      throw error;
    } finally {
      if (counted) changeLoading(-1);
    }
  }

  function jsonCall(method: string, path: string, base: string, requestOptions: RequestOptions): Call {
    const url = buildUrl(base, path, requestOptions.query);
    const hasBody = requestOptions.body !== undefined;
    const serialized = hasBody ? JSON.stringify(requestOptions.body) : undefined;
    return {
      method,
      path,
      url,
      requestBody: requestOptions.body,
      options: requestOptions,
      refreshOnUnauthorized: requestOptions.skipRefresh === undefined ? !isExempt(path) : !requestOptions.skipRefresh,
      send: (headers) => {
        const init: RequestInit = {
          method,
          credentials: 'include',
          headers: hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
        };
        if (serialized !== undefined) init.body = serialized;
        if (requestOptions.signal) init.signal = requestOptions.signal;
        return fetchImpl(url, init);
      },
    };
  }

  async function readResult<T>(call: Call, response: RawResponse): Promise<T> {
    if (call.method === 'HEAD' || response.status === 204) return undefined as T;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new ApiError({ status: 0, kind: 'network', method: call.method, url: call.url, cause });
    }
    if (text === '') return undefined as T;
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError({
        status: response.status,
        kind: 'server',
        serverMessage: 'The server answered with something that is not JSON',
        body: text,
        redirectOnError: readRedirectOnError(call.requestBody),
        method: call.method,
        url: call.url,
        cause,
      });
    }
    return (isRecord(body) ? body.result : undefined) as T;
  }

  function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const call = jsonCall(method.toUpperCase(), path, baseUrl, requestOptions);
    return run(call, (response) => readResult<T>(call, response));
  }

  function appendField(form: FormData, name: string, value: UploadFieldValue) {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }

  return {
    request,
    get: (path, query, rest) => request('GET', path, { ...rest, ...(query ? { query } : {}) }),
    post: (path, body, rest) => request('POST', path, { ...rest, body }),
    put: (path, body, rest) => request('PUT', path, { ...rest, body }),
    patch: (path, body, rest) => request('PATCH', path, { ...rest, body }),
    delete: (path, body, rest) => request('DELETE', path, { ...rest, body }),
    head: (path, rest) => request<void>('HEAD', path, { ...rest }),

    async stream(path, { signal } = {}) {
      const headers = { ...baseHeaders(options.getToken?.()), Accept: 'text/event-stream' };
      const init: RequestInit = { headers, cache: 'no-store', credentials: 'include' };
      if (signal) init.signal = signal;
      return (await fetchImpl(buildUrl(baseUrl, path), init)) as RawResponse & Partial<StreamResponse> as StreamResponse;
    },

    download(path, { method = 'GET', fileName, ...rest } = {}) {
      const call = jsonCall(method, path, exportBaseUrl, rest);
      return run(call, async (response) => {
        const blob = await response.blob();
        const fallback = fileName ?? (path.split('?')[0] ?? '').split('/').filter(Boolean).pop() ?? 'download';
        return { blob, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallback };
      });
    },

    upload<T>(path: string, { file, fileName, fieldName = 'file', fields, onProgress, method = 'POST', ...rest }: UploadOptions) {
      const url = buildUrl(baseUrl, path, rest.query);
      const name = fileName ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : 'file');
      const call: Call = {
        method,
        path,
        url,
        requestBody: fields,
        options: rest,
        refreshOnUnauthorized: rest.skipRefresh === undefined ? !isExempt(path) : !rest.skipRefresh,
        send: (headers) => {
          // A new body per attempt: a retried upload after a refresh sends the file again.
          const form = new FormData();
          for (const [key, value] of Object.entries(fields ?? {})) {
            if (Array.isArray(value)) for (const item of value as readonly UploadFieldValue[]) appendField(form, `${key}[]`, item);
            else appendField(form, key, value as UploadFieldValue);
          }
          form.append(fieldName, file, name);
          uploadTransport ??= xhrUploadTransport();
          return uploadTransport({
            url,
            method,
            headers,
            body: form,
            ...(rest.signal ? { signal: rest.signal } : {}),
            ...(onProgress ? { onProgress } : {}),
          });
        },
      };
      return run(call, (response) => readResult<T>(call, response));
    },

    get loadingCount() {
      return loadingCount;
    },
    baseUrl,
    exportBaseUrl,
  };
}
