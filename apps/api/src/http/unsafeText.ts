/**
 * The HTTP layer's safety net for text (issue 12 §6, issue 20). Every field's own schema refuses
 * the characters no text takes (the domain's `safeString`); this refuses, before any route runs,
 * the two the database layer cannot hold at all, wherever they are: NUL (PostgreSQL's `text`
 * refuses it, which was a 500) and lone UTF-16 surrogates (they have no UTF-8 form). It looks at
 * every string and key of the parsed body, the query and the path parameters, so a route that reads
 * a value without a schema is covered as well. Headers need no check: Node refuses NUL in them and
 * reads them as Latin-1, which has no surrogates.
 */
import { FORM_ERROR_KEY } from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from './errors';
import { domainMessage, requestLocale, t } from './i18n';

// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

/** Whether a text holds NUL or a lone surrogate. */
export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/**
 * Where the first string (or object key) holding NUL or a lone surrogate is in a parsed value: its
 * path as the domain keys fields (`title`, `ratings.0.comment`; the object's own path for a key),
 * or null when there is none. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string[] | null {
  // Each entry keeps a link to its parent's place, so the path is built only for the one found.
  interface Place {
    key: string;
    parent: Place | null;
  }
  const pathOf = (place: Place | null) => {
    const path: string[] = [];
    for (let p = place; p; p = p.parent) path.push(p.key);
    return path.reverse();
  };
  const stack: [unknown, Place | null][] = [[value, null]];
  while (stack.length > 0) {
    const [current, place] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, { key: String(i), parent: place }]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorableText(key)) return pathOf(place);
        stack.push([item, { key, parent: place }]);
      }
    }
  }
  return null;
}

/** Throws the 422 a request with NUL or a lone surrogate in its body, query or path gets. */
export function refuseUnstorableText(request: FastifyRequest): void {
  for (const source of [request.params, request.query, request.body]) {
    const path = findUnstorableText(source);
    if (!path) continue;
    const locale = requestLocale(request);
    const field = path.length > 0 ? path.join('.') : FORM_ERROR_KEY;
    throw unprocessable(t(locale, 'validation-failed'), { [field]: domainMessage(locale, 'domain.error.invalid-characters') });
  }
}

/** Registers the check on every route registered after it (before validation and any handler). */
export function unsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseUnstorableText(request));
}
