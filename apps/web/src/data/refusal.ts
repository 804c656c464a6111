import { isApiError, type CallOptions } from '@mandate/api-client';
import { FormRefusal } from '@mandate/ui';

/**
 * Statuses a form shows itself (000 §8: the server's message or its field errors), so the global
 * error handler leaves them to the dialog. 401 (the session) and 5xx (the catalogue's "any other")
 * still go to the handler; the dialog then says "try again" with the input kept.
 */
export const refusalStatuses = [400, 403, 404, 409, 422, 429] as const;

/** Call options of a call whose refusal a form shows. */
export const formCallOptions: CallOptions = { skipErrorHandler: refusalStatuses };

/**
 * The one mapping from the API client's error to the design system's refusal: field errors of a
 * 400/422 beside their fields, the server's message of a 403/404/409/429 above the footer. Anything
 * else (network, 5xx, a bug) is returned as it is, and the form shows its generic "try again".
 */
export function toFormRefusal(error: unknown): unknown {
  if (!isApiError(error, 'validation', 'forbidden', 'not-found', 'conflict', 'rate-limited')) return error;
  const hasFieldErrors = Object.keys(error.errors).length > 0;
  return new FormRefusal({ message: hasFieldErrors && error.kind === 'validation' ? null : error.serverMessage, errors: error.errors });
}
