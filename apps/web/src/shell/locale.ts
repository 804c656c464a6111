import type { Locale } from '@mandate/ui';

/** Lifetime argument of the locale cookie; the spec's helper counts it in days (000 §9). */
export const LOCALE_COOKIE_DAYS = 3600;

/** The `locale` cookie's value, whatever it is (en, de, or a legacy fr/nl). */
export function readLocaleCookie(cookie: string): string | null {
  return cookie.match(/(?:^|;\s*)locale=([^;]*)/)?.[1] ?? null;
}

/** A `locale` cookie string for `document.cookie`. */
export function localeCookie(locale: Locale, now = Date.now()): string {
  const expires = new Date(now + LOCALE_COOKIE_DAYS * 24 * 3600 * 1000).toUTCString();
  return `locale=${locale}; path=/; expires=${expires}; SameSite=Lax`;
}

/**
 * What to do with the locale before the app starts (001 §2.4):
 * - `?lang=en|de` (the alternate-language links) sets the cookie;
 * - on dashboard URLs a `fr`/`nl` cookie is reset to `en` and the page reloads with `lang=en`.
 */
export function localeAtStart(url: URL, cookie: string): { locale: Locale; setCookie: Locale | null; reloadTo: string | null } {
  const fromCookie = readLocaleCookie(cookie);
  const lang = url.searchParams.get('lang');
  if ((fromCookie === 'fr' || fromCookie === 'nl') && url.pathname.startsWith('/dashboard')) {
    const next = new URL(url);
    next.searchParams.set('lang', 'en');
    return { locale: 'en', setCookie: 'en', reloadTo: next.pathname + next.search + next.hash };
  }
  if (lang === 'en' || lang === 'de') return { locale: lang, setCookie: lang === fromCookie ? null : lang, reloadTo: null };
  return { locale: fromCookie === 'de' ? 'de' : 'en', setCookie: null, reloadTo: null };
}
