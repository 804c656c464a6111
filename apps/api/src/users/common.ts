import { isAdmin, validate, type Actor, safeString } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { domainMessage, requestLocale, t, type ServerMessage } from '../http/i18n';
import { sanitizeParsed } from '../http/validation';
import type { SessionUser } from './currentUser';

/** A numeric path id (`/user/:id/view`): at most 15 digits, so it fits a bigint and a JS number. */
export const idParam = v.object({ id: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)) });

/** A record id in a body: a positive whole number. */
export const bodyId = () =>
  v.pipe(
    v.number('domain.error.type'),
    v.integer('domain.error.integer'),
    v.minValue(1, 'domain.error.min'),
    v.maxValue(1e15, 'domain.error.max'),
  );

/** An optional trimmed text; empty becomes null. */
export const optionalText = (max = 255) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString('domain.error.type'), v.trim(), v.maxLength(max, 'domain.error.max-length'))),
      v.transform((s) => (s ? s : null)),
    ),
  );

/** A required trimmed text. */
export const requiredText = (max = 255) =>
  v.pipe(safeString('domain.error.required'), v.trim(), v.nonEmpty('domain.error.required'), v.maxLength(max, 'domain.error.max-length'));

/** A list of reference codes (sectors, countries…): short, non-empty strings, without duplicates. */
export const codeList = (max = 100) =>
  v.pipe(
    v.array(
      v.pipe(safeString('domain.error.type'), v.trim(), v.nonEmpty('domain.error.type'), v.maxLength(64, 'domain.error.max-length')),
      'domain.error.type',
    ),
    v.maxLength(max, 'domain.error.max'),
    v.transform((list) => [...new Set(list)]),
  );

/** A country code, two or three letters, stored in upper case. */
export const countryCode = () =>
  v.optional(
    v.nullable(
      v.pipe(
        safeString('domain.error.type'),
        v.trim(),
        v.regex(/^[A-Za-z]{2,3}$/, 'domain.error.option'),
        v.transform((s) => s.toUpperCase()),
      ),
    ),
  );

/** An e-mail address (the username). */
export const email = () =>
  v.pipe(
    safeString('domain.error.required'),
    v.trim(),
    v.nonEmpty('domain.error.required'),
    v.email('domain.error.email'),
    v.maxLength(255, 'domain.error.max-length'),
  );

/** A field only admins may send: present at all for a non-admin, it is refused with `admin-only`. */
export const adminOnly = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check(() => false, 'domain.error.admin-only'),
      v.transform(() => undefined as never),
    ),
  );

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

/** The organisations a user belongs to or manages. */
export function ownOrganizationIds(user: SessionUser): number[] {
  const ids = user.managedOrganizations.map((o) => o.id);
  if (user.organizationId !== null) ids.unshift(user.organizationId);
  return [...new Set(ids)];
}

/** The viewer as domain's `canSeeOrganization` wants it. */
export const organizationViewer = (user: SessionUser & Actor) => ({
  roles: user.roles,
  managedOrganizations: user.managedOrganizations,
  organization: user.organizationId === null ? null : { id: user.organizationId },
});

/** Whether `user` may change an organisation's data: admins, and managers of that organisation. */
export function canManageOrganization(user: SessionUser, organizationId: number): boolean {
  return isAdmin(user) || user.managedOrganizations.some((o) => o.id === organizationId);
}

/** A number from a database value (bigint and numeric arrive as strings from PostgreSQL). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of free text that a search matches as prefixes (letters and digits, at most 20). */
export function prefixWords(texts: readonly string[]): string[] {
  return texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20);
}

/** Words of free text, as safe prefix terms of a `to_tsquery('simple', …)` (letters and digits only). */
export function prefixQuery(texts: readonly string[]): string | null {
  const words = prefixWords(texts);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
