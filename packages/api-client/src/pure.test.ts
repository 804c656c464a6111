import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorKinds, isApiError, kindOfStatus, parseRetryAfter, readFieldErrors, readRedirectOnError } from './errors';
import { fileNameFromContentDisposition, readLocaleCookie } from './headers';
import { buildUrl, encodeQuery } from './query';

describe('encodeQuery', () => {
  it('sends arrays as repeated name[] and skips null and undefined', () => {
    expect(encodeQuery({ roles: ['recruiter', 'employer'], keywords: null, countries: undefined, page: 2 })).toBe(
      'roles[]=recruiter&roles[]=employer&page=2',
    );
  });

  it('skips null entries inside arrays and sends nothing for an empty array', () => {
    expect(encodeQuery({ sectors: [null, 'it', undefined, 'finance'], departments: [] })).toBe('sectors[]=it&sectors[]=finance');
  });

  it('encodes booleans, zero, empty strings, dates and special characters', () => {
    expect(
      encodeQuery({
        withInvitations: true,
        pslOnly: false,
        page: 0,
        keywords: '',
        since: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        q: 'a&b=c ü/?',
      }),
    ).toBe('withInvitations=true&pslOnly=false&page=0&keywords=&since=2025-01-02T03%3A04%3A05.000Z&q=a%26b%3Dc%20%C3%BC%2F%3F');
  });

  it('skips numbers that are not finite and invalid dates', () => {
    expect(encodeQuery({ a: Number.NaN, b: Number.POSITIVE_INFINITY, c: new Date('nope'), d: 1.5 })).toBe('d=1.5');
  });

  it('keeps key order, encodes keys and answers an empty string for nothing', () => {
    expect(encodeQuery({ 'sort[name]': 'asc', b: 1 })).toBe('sort%5Bname%5D=asc&b=1');
    expect(encodeQuery({ a: null })).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('buildUrl', () => {
  it('joins base and path with one slash and appends the query', () => {
    expect(buildUrl('/api', '/job/list')).toBe('/api/job/list');
    expect(buildUrl('/api/', 'job/list')).toBe('/api/job/list');
    expect(buildUrl('https://x.test/api', '/users', { page: 1, roles: ['recruiter'] })).toBe(
      'https://x.test/api/users?page=1&roles[]=recruiter',
    );
    expect(buildUrl('/api', '/file/upload?type=cv', { meta: 'x' })).toBe('/api/file/upload?type=cv&meta=x');
    expect(buildUrl('/api', '/users', { a: null })).toBe('/api/users');
  });
});

describe('readLocaleCookie', () => {
  it('finds the locale cookie among others', () => {
    expect(readLocaleCookie('theme=dark; locale=de; x=1')).toBe('de');
    expect(readLocaleCookie('locale=en')).toBe('en');
    expect(readLocaleCookie('mylocale=fr;  locale = nl ')).toBe('nl');
    expect(readLocaleCookie('locale="de"')).toBe('de');
  });

  it('answers null when absent or empty', () => {
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
    expect(readLocaleCookie('theme=dark')).toBeNull();
    expect(readLocaleCookie('locale=')).toBeNull();
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* over filename', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="Bericht.xlsx"; filename*=UTF-8''Bericht%20M%C3%A4rz.xlsx`)).toBe(
      'Bericht März.xlsx',
    );
  });

  it('reads quoted and unquoted filename and strips paths', () => {
    expect(fileNameFromContentDisposition('attachment; filename="sales 2025.xlsx"')).toBe('sales 2025.xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });

  it('answers null without a file name', () => {
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('error classification', () => {
  it.each([
    [400, 'validation'],
    [422, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [405, 'other'],
    [413, 'other'],
    [0, 'network'],
  ] as const)('%i is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
    expect(apiErrorKinds).toContain(kind);
  });

  it('builds messages from the server or a fallback of the kind', () => {
    const withMessage = new ApiError({ status: 403, serverMessage: 'Nur für Admins', method: 'GET', url: '/api/x' });
    expect(withMessage.message).toBe('Nur für Admins');
    expect(withMessage.serverMessage).toBe('Nur für Admins');
    const without = new ApiError({ status: 404, method: 'GET', url: '/api/x' });
    expect(without.message).toBe('Not found');
    expect(without.serverMessage).toBeNull();
    expect(without).toBeInstanceOf(Error);
    expect(isApiError(without)).toBe(true);
    expect(isApiError(without, 'not-found')).toBe(true);
    expect(isApiError(without, 'forbidden')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('reads field errors, redirectOnError and Retry-After', () => {
    expect(readFieldErrors({ errors: { a: 'x', b: ['y', 'z'], c: 3 } })).toEqual({ a: 'x', b: 'y z' });
    expect(readFieldErrors({ errors: null })).toEqual({});
    expect(readRedirectOnError({ redirectOnError: '/account/login' })).toBe('/account/login');
    expect(readRedirectOnError({ redirectOnError: null })).toBeNull();
    expect(readRedirectOnError('text')).toBeNull();
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
