/**
 * The `locale` cookie's value from a cookie string (`document.cookie`), or `null` when absent or
 * empty. The app reads the cookie and passes the value through `getLocale` (000 §7).
 *
 * @example readLocaleCookie('theme=dark; locale=de') // 'de'
 */
export function readLocaleCookie(cookieString: string | null | undefined, name = 'locale'): string | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape: keep the raw value.
    }
    return value === '' ? null : value;
  }
  return null;
}

/** What a call of the app sends besides its own headers (000 §7). */
export interface CallHeaderValues {
  /** The browser's time zone ({@link defaultTimezone}). */
  timezone: string;
  /** The active locale (the `locale` cookie, else the client's default). */
  locale: string;
  /** The session's access token; omitted when absent. */
  token?: string | null | undefined;
}

/**
 * The headers every call sends (000 §7): `Accept`, `Timezone`, `Locale`, and `Token` with a
 * session. One place, so that a call sent before the client exists (the app's early session
 * requests) carries exactly what the client would send.
 */
export function callHeaders({ timezone, locale, token }: CallHeaderValues): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', Timezone: timezone, Locale: locale };
  if (token) headers.Token = token;
  return headers;
}

/** The browser's time zone (`Europe/Zurich`), or `UTC` when the runtime cannot tell. */
export function defaultTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8 percent-encoded)
 * wins over `filename`; `null` when neither is present. Path parts are stripped.
 *
 * @example fileNameFromContentDisposition("attachment; filename*=UTF-8''Bericht%20M%C3%A4rz.xlsx") // 'Bericht März.xlsx'
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // Malformed: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (plain?.[1]) {
    const raw = plain[1].trim();
    const name = baseName(raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw);
    if (name) return name;
  }
  return null;
}

function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}
