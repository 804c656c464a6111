import { ApiError } from '@mandate/api-client';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './describeApiError';
import { messages } from './errors.messages';

const error = (
  status: number,
  body: Record<string, unknown> | null = null,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) =>
  new ApiError({
    status,
    serverMessage: typeof body?.message === 'string' ? body.message : null,
    errors: (body?.errors as Record<string, string> | undefined) ?? {},
    body,
    method: 'GET',
    url: '/api/x',
    ...extra,
  });
const prod = { production: true, hasUser: false };
const dev = { production: false, hasUser: false };

describe('the error catalogue (000 §8)', () => {
  it('401: the home dashboard with a user, else login with where the user was', () => {
    expect(describeApiError(error(401), { ...prod, hasUser: true })).toEqual({ kind: 'redirect', to: '/dashboard/index/my-mandate' });
    expect(describeApiError(error(401), { ...prod, currentPath: '/dashboard/x?a=1' })).toEqual({
      kind: 'redirect',
      to: '/account/login?redirectUrl=%2Fdashboard%2Fx%3Fa%3D1',
    });
    expect(describeApiError(error(401), { ...prod, currentPath: '/' })).toEqual({ kind: 'redirect', to: '/account/login' });
  });

  it('403, 404 and 429: the server message, else the default', () => {
    expect(describeApiError(error(403, { message: 'Nope' }), prod)).toEqual({ kind: 'bars', texts: ['Nope'] });
    expect(describeApiError(error(403), prod)).toEqual({ kind: 'bars', texts: [messages.accessDenied] });
    expect(describeApiError(error(404), prod)).toEqual({ kind: 'bars', texts: [messages.notFound] });
    expect(describeApiError(error(404, { message: 'No such job' }), prod)).toEqual({ kind: 'bars', texts: ['No such job'] });
    expect(describeApiError(error(429), prod)).toEqual({ kind: 'bars', texts: [messages.tooManyRequests] });
    expect(describeApiError(error(429, { message: 'Slow down' }), prod)).toEqual({ kind: 'bars', texts: ['Slow down'] });
  });

  it('409: the server message', () => {
    expect(describeApiError(error(409, { message: 'Already hired' }), prod)).toEqual({ kind: 'bars', texts: ['Already hired'] });
  });

  it('400 and 422: one bar per message of the errors map', () => {
    const body = { message: 'Invalid', errors: { a: 'A is required', b: 'B is too long' } };
    expect(describeApiError(error(400, body), prod)).toEqual({ kind: 'bars', texts: ['A is required', 'B is too long'] });
    expect(describeApiError(error(422, body), prod)).toEqual({ kind: 'bars', texts: ['A is required', 'B is too long'] });
    expect(describeApiError(error(422, { message: 'Invalid' }), prod)).toEqual({ kind: 'bars', texts: ['Invalid'] });
  });

  it('any other: "Something went wrong" in production, else the detail dialog', () => {
    expect(describeApiError(error(500, { message: 'boom' }), prod)).toEqual({ kind: 'bars', texts: [messages.somethingWentWrong] });
    expect(describeApiError(error(418), prod)).toEqual({ kind: 'bars', texts: [messages.somethingWentWrong] });
    expect(describeApiError(error(500, { message: 'boom', file: 'a.ts', line: 12 }), dev)).toEqual({
      kind: 'dialog',
      details: { message: 'boom', file: 'a.ts', line: 12, body: null },
    });
    const raw = describeApiError(error(502, null, { body: '<html>Bad gateway</html>' }), dev);
    expect(raw).toMatchObject({ kind: 'dialog', details: { body: '<html>Bad gateway</html>' } });
    expect(describeApiError(error(0, null, { kind: 'network' }), dev)).toMatchObject({ kind: 'dialog' });
  });

  it('redirectOnError wins over every row; aborted calls are silent', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500]) {
      expect(describeApiError(error(status, null, { redirectOnError: '/account/login' }), prod)).toEqual({
        kind: 'redirect',
        to: '/account/login',
      });
    }
    expect(describeApiError(error(0, null, { kind: 'aborted' }), dev)).toEqual({ kind: 'silent' });
  });
});
