/** Field schemas of the server's own inputs (texts, code lists, e-mail, admin-only fields), valibot on domain's safe strings. */
import { safeString } from '@mandate/domain';
import * as v from 'valibot';

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
