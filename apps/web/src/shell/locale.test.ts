import { describe, expect, it } from 'vitest';
import { localeAtStart, readLocaleCookie } from './locale';

const at = (href: string, cookie = '') => localeAtStart(new URL(href, 'http://x'), cookie);

describe('locale at start (001 §2.4)', () => {
  it('reads the cookie, English by default', () => {
    expect(at('/').locale).toBe('en');
    expect(at('/', 'a=1; locale=de').locale).toBe('de');
    expect(readLocaleCookie('x=1;locale=nl')).toBe('nl');
  });

  it('resets fr/nl to en on dashboard URLs and reloads with lang=en', () => {
    expect(at('/dashboard/index/my-mandate?x=1', 'locale=fr')).toEqual({
      locale: 'en',
      setCookie: 'en',
      reloadTo: '/dashboard/index/my-mandate?x=1&lang=en',
    });
    expect(at('/dashboard/profile/1/view', 'locale=nl').reloadTo).toBe('/dashboard/profile/1/view?lang=en');
    expect(at('/about-us', 'locale=fr')).toEqual({ locale: 'en', setCookie: null, reloadTo: null });
  });

  it('takes lang=en|de from the alternate-language links', () => {
    expect(at('/?lang=de', 'locale=en')).toEqual({ locale: 'de', setCookie: 'de', reloadTo: null });
    expect(at('/?lang=de', 'locale=de')).toEqual({ locale: 'de', setCookie: null, reloadTo: null });
    expect(at('/?lang=fr', 'locale=de').locale).toBe('de');
  });
});
