/** A value one query parameter can take; `null` and `undefined` are skipped. */
export type QueryScalar = string | number | boolean | Date | null | undefined;

/** Query parameters of a GET: scalars, or arrays sent as repeated `name[]`. */
export type QueryParams = Readonly<Record<string, QueryScalar | readonly QueryScalar[]>>;

/**
 * Encodes GET parameters as 001 §7 says: `null`/`undefined` skipped (also inside arrays), arrays as
 * repeated `name[]=a&name[]=b` (an empty array sends nothing), booleans as `true`/`false`, dates as
 * ISO strings, numbers that are not finite skipped. Keys keep their order. Returns the string
 * without the leading `?` (empty when nothing is sent).
 *
 * @example encodeQuery({ roles: ['recruiter', 'employer'], keywords: null, page: 2 })
 * // 'roles[]=recruiter&roles[]=employer&page=2'
 */
export function encodeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const key = `${encodeURIComponent(name)}[]`;
      for (const item of value as readonly QueryScalar[]) {
        const encoded = encodeScalar(item);
        if (encoded !== null) parts.push(`${key}=${encoded}`);
      }
    } else {
      const encoded = encodeScalar(value as QueryScalar);
      if (encoded !== null) parts.push(`${encodeURIComponent(name)}=${encoded}`);
    }
  }
  return parts.join('&');
}

function encodeScalar(value: QueryScalar): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : encodeURIComponent(value.toISOString());
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return encodeURIComponent(String(value));
}

/**
 * Joins a base (`/api`, `https://host/api/`) and a path (`/job/list`, `job/list`) with exactly one
 * slash, and appends the encoded query when there is one.
 */
export function buildUrl(base: string, path: string, query?: QueryParams): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  const url = trimmedPath === '' ? trimmedBase : `${trimmedBase}/${trimmedPath}`;
  const search = encodeQuery(query);
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
