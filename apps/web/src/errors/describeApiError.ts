import type { ApiError } from '@mandate/api-client';
import type { MessageDescriptor } from 'react-intl';
import { paths } from '../routes/paths';
import { messages } from './errors.messages';

/** A bar's text: the server's own words, or one of the handler's translated defaults. */
export type BarText = string | MessageDescriptor;

/** What the global error handler does with one failed call (000 §8). */
export type ErrorOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'bars'; texts: BarText[] }
  | { kind: 'dialog'; details: { message: string | null; file: string | null; line: number | null; body: string | null } }
  | { kind: 'silent' };

export interface ErrorContext {
  /** Production shows a bar where other environments show the detail dialog. */
  production: boolean;
  /** A signed-in user is present (a 401 then goes to the home dashboard, else to login). */
  hasUser: boolean;
  /** Where the user is (path and query), carried to login as `redirectUrl`. */
  currentPath?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function bodyText(body: unknown): string | null {
  if (body === null || body === undefined || body === '') return null;
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/**
 * The error catalogue of 000 §8 as a pure function: `redirectOnError` of the request wins; 401 goes to
 * the home dashboard with a user, else to login; 403/404/429 show the server's message or a default;
 * 409 the server's message; 400/422 one bar per message of the errors map; anything else
 * "Something went wrong" in production, else the detail dialog (message, file and line, or the body).
 */
export function describeApiError(error: ApiError, context: ErrorContext): ErrorOutcome {
  if (error.kind === 'aborted') return { kind: 'silent' };
  if (error.redirectOnError) return { kind: 'redirect', to: error.redirectOnError };
  const server = error.serverMessage;
  switch (error.kind) {
    case 'unauthorized': {
      if (context.hasUser) return { kind: 'redirect', to: paths.myDashboard() };
      const here = context.currentPath;
      return { kind: 'redirect', to: paths.login(here && !here.startsWith('/account/') && here !== '/' ? here : undefined) };
    }
    case 'forbidden':
      return { kind: 'bars', texts: [server ?? messages.accessDenied] };
    case 'not-found':
      return { kind: 'bars', texts: [server ?? messages.notFound] };
    case 'conflict':
      return { kind: 'bars', texts: [server ?? messages.somethingWentWrong] };
    case 'validation': {
      const fieldMessages = [...new Set(Object.values(error.errors).filter((m) => m.trim() !== ''))];
      if (fieldMessages.length > 0) return { kind: 'bars', texts: fieldMessages };
      return { kind: 'bars', texts: [server ?? messages.invalid] };
    }
    case 'rate-limited':
      return { kind: 'bars', texts: [server ?? messages.tooManyRequests] };
    default: {
      if (context.production) return { kind: 'bars', texts: [messages.somethingWentWrong] };
      const body = isRecord(error.body) ? error.body : null;
      const line = body && Number.isFinite(Number(body.line)) && body.line !== null ? Number(body.line) : null;
      return {
        kind: 'dialog',
        details: {
          message: server ?? (body ? null : error.message),
          file: body && typeof body.file === 'string' ? body.file : null,
          line,
          body: server ? null : (bodyText(error.body) ?? `${error.method} ${error.url}: ${error.message}`),
        },
      };
    }
  }
}
