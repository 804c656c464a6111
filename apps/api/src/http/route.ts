/**
 * What every route handler shares: path ids, documentation, parsing with several schemas, and the
 * refusals (403, 404, 409, 422) in the spec's error shape and the request's language.
 */
import { safeString, validate, type DomainErrorId } from '@mandate/domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { conflict, forbidden, notFound, unprocessable } from './errors';
import { domainMessage, requestLocale, t, type ServerMessage } from './i18n';
import { sanitizeParsed } from './validation';

/** A numeric path id (`/user/:id/view`): at most 15 digits, so it fits a bigint and a JS number. */
export const idParam = v.object({ id: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)) });

/** A record id in a body: a positive whole number (domain's `recordId`). */
export { recordId as bodyId } from '@mandate/domain';

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * Validates one input with several schemas (a domain schema and this server's extra fields) and
 * answers one 422 with the field errors of all of them.
 */
export function parseAll<A extends AnySchema, B extends AnySchema>(
  request: FastifyRequest,
  input: unknown,
  a: A,
  b: B,
): [v.InferOutput<A>, v.InferOutput<B>] {
  const first = validate(a, input);
  const second = validate(b, input);
  if (first.ok && second.ok) return [sanitizeParsed(request, a, first.value), sanitizeParsed(request, b, second.value)];
  const locale = requestLocale(request);
  const ids = { ...(second.ok ? {} : second.errors), ...(first.ok ? {} : first.errors) };
  const errors = Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, domainMessage(locale, id)]));
  throw unprocessable(t(locale, 'validation-failed'), errors);
}

/** A 422 on one field with one of the server's messages. */
export function fieldError(request: FastifyRequest, field: string, message: ServerMessage) {
  const locale = requestLocale(request);
  return unprocessable(t(locale, 'validation-failed'), { [field]: t(locale, message) });
}

export const denied = (request: FastifyRequest) => forbidden(t(requestLocale(request), 'access-denied'));
export const missing = (request: FastifyRequest) => notFound(t(requestLocale(request), 'not-found'));

/** Refuses with 403 unless `allowed`. */
export function authorize(request: FastifyRequest, allowed: boolean): void {
  if (!allowed) throw denied(request);
}

/** The `includes` of a query: `includes[]=a&includes[]=b`, `includes=a,b` or repeated `includes`. */
export function includesOf(query: unknown): Set<string> {
  const q = (query ?? {}) as Record<string, unknown>;
  const raw = [q['includes[]'], q['includes']].flat().filter((x): x is string => typeof x === 'string');
  return new Set(
    raw
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * Route documentation for the OpenAPI description: a tag, a summary and, when given, the body
 * schema (documentation only; validation stays with `parse`).
 */
export function doc(tag: string, summary: string, body?: v.GenericSchema, description?: string) {
  return {
    schema: {
      tags: [tag],
      summary,
      ...(description ? { description } : {}),
      security: [{ token: [] }],
      ...(body ? { body: toJsonSchema(body, { errorMode: 'ignore', target: 'openapi-3.0', typeMode: 'input' }) } : {}),
    },
  };
}

/** Route documentation of a call that needs no login (sign-up, password reset): {@link doc} without the token. */
export function publicDoc(tag: string, summary: string, body?: v.GenericSchema) {
  const { security: _none, ...schema } = doc(tag, summary, body).schema;
  return { schema };
}

/** A 409 with one of the server's messages. */
export const conflictOf = (request: FastifyRequest, key: ServerMessage, params: Record<string, string | number> = {}) =>
  conflict(t(requestLocale(request), key, params));

/** A 422 on one field with a domain validation message. */
export function domainFieldError(request: FastifyRequest, field: string, id: DomainErrorId) {
  const locale = requestLocale(request);
  return unprocessable(t(locale, 'validation-failed'), { [field]: domainMessage(locale, id) });
}
