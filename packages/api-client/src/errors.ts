/**
 * How a failed call is classified for the app's global error handler (000 §8).
 * - `validation`: 400 and 422, one error bar per message of `errors`
 * - `unauthorized`: 401 (after the one shared refresh attempt)
 * - `forbidden`: 403, `not-found`: 404, `conflict`: 409, `rate-limited`: 429
 * - `server`: 5xx, or a success answer that could not be read
 * - `other`: any other non-2xx status (405, 413, ...): the catalogue's "any other" row
 * - `network`: the request never got an answer (offline, DNS, connection refused, CORS)
 * - `aborted`: the caller aborted the request through its `AbortSignal`; never shown to the user
 */
export type ApiErrorKind =
  'validation' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rate-limited' | 'server' | 'other' | 'network' | 'aborted';

/** Every kind, in the order of the catalogue; handy for exhaustive switches and tests. */
export const apiErrorKinds = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'server',
  'other',
  'network',
  'aborted',
] as const satisfies readonly ApiErrorKind[];

/** The kind of an HTTP status; `0` stands for "no answer" (`network`). */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'other';
}

/** Field-keyed server messages of a 400/422 answer (`{ errors: { totalPackage: '...' } }`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** What {@link ApiError} is built from. */
export interface ApiErrorInit {
  /** HTTP status; 0 when there was no answer. */
  status: number;
  /** Overrides the kind derived from the status (used for `network`, `aborted` and unreadable answers). */
  kind?: ApiErrorKind;
  /** The server's `message`, when it sent one. */
  serverMessage?: string | null;
  errors?: FieldErrors;
  /** The parsed answer: JSON when it was JSON, else the text, else `null`. */
  body?: unknown;
  /** The `redirectOnError` of the request body, when it carried one (000 §8). */
  redirectOnError?: string | null;
  /** Seconds from a `Retry-After` header (429). */
  retryAfterSeconds?: number | null;
  method: string;
  url: string;
  cause?: unknown;
}

const fallbackMessages: Record<ApiErrorKind, string> = {
  validation: 'The request was not valid',
  unauthorized: 'Not authenticated',
  forbidden: 'Access denied',
  'not-found': 'Not found',
  conflict: 'Conflict',
  'rate-limited': 'Too many requests. Please wait.',
  server: 'Something went wrong',
  other: 'Something went wrong',
  network: 'The server could not be reached',
  aborted: 'The request was aborted',
};

/**
 * A failed call. `message` is the server's message when it sent one, else an English fallback of
 * the kind; `serverMessage` tells the two apart, so the handler can show its own (German) default
 * ("Access denied", "Not found", ...) exactly when the server sent none.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 for `network` and `aborted`. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's `message`, or `null` when the answer had none. */
  readonly serverMessage: string | null;
  /** Field-keyed messages of a 400/422 answer; empty otherwise. */
  readonly errors: FieldErrors;
  /** The parsed answer body: JSON, else text, else `null`. Shown by the detail dialog outside production. */
  readonly body: unknown;
  /** Where to send the user instead of the catalogue's behaviour: the request body's `redirectOnError`. */
  readonly redirectOnError: string | null;
  /** Seconds the server asked to wait (429 `Retry-After`), when given. */
  readonly retryAfterSeconds: number | null;
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Full URL of the failed request. */
  readonly url: string;

  constructor(init: ApiErrorInit) {
    const kind = init.kind ?? kindOfStatus(init.status);
    const serverMessage = init.serverMessage ?? null;
    super(serverMessage ?? fallbackMessages[kind], init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = kind;
    this.serverMessage = serverMessage;
    this.errors = init.errors ?? {};
    this.body = init.body ?? null;
    this.redirectOnError = init.redirectOnError ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.method = init.method;
    this.url = init.url;
  }
}

/** True for an {@link ApiError}, optionally of one of the given kinds. */
export function isApiError(value: unknown, ...kinds: ApiErrorKind[]): value is ApiError {
  return value instanceof ApiError && (kinds.length === 0 || kinds.includes(value.kind));
}

/** The `errors` map of an answer body, keeping string messages (arrays are joined with a space). */
export function readFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    if (typeof value === 'string') errors[field] = value;
    else if (Array.isArray(value)) {
      const messages = value.filter((item): item is string => typeof item === 'string');
      if (messages.length > 0) errors[field] = messages.join(' ');
    }
  }
  return errors;
}

/** The `message` of an answer body, when it is a non-empty string. */
export function readServerMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/** The `redirectOnError` of a request body, when it is a non-empty string. */
export function readRedirectOnError(requestBody: unknown): string | null {
  return isRecord(requestBody) && typeof requestBody.redirectOnError === 'string' && requestBody.redirectOnError !== ''
    ? requestBody.redirectOnError
    : null;
}

/** Seconds of a `Retry-After` header (delta-seconds or an HTTP date), or `null`. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
