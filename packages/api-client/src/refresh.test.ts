import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiError } from './errors';
import { delay, pathOf, send, startServer, type ReceivedRequest, type TestServer } from './testServer';

/** A session as the app would keep it. */
function session(token: string | null, refreshToken: string | null) {
  const state = { token, refreshToken, cleared: 0, stored: [] as { token: string; refreshToken: string }[] };
  return {
    state,
    options: {
      getToken: () => state.token,
      getRefreshToken: () => state.refreshToken,
      onTokens: (pair: { token: string; refreshToken: string }) => {
        state.stored.push(pair);
        state.token = pair.token;
        state.refreshToken = pair.refreshToken;
      },
      onSessionCleared: () => {
        state.cleared += 1;
        state.token = null;
        state.refreshToken = null;
      },
    },
  };
}

let server: TestServer;
let validToken: string;
let refreshCalls: ReceivedRequest[];
let refreshSucceeds: boolean;
let onRefreshStarted: (() => void) | null;

beforeEach(async () => {
  validToken = 'access-1';
  refreshCalls = [];
  refreshSucceeds = true;
  onRefreshStarted = null;
  server = await startServer(async (request, response) => {
    const path = pathOf(request);
    if (path === '/api/authentication/refresh') {
      refreshCalls.push(request);
      onRefreshStarted?.();
      await delay(25);
      const body = request.json as { refreshToken?: string } | undefined;
      const generation = refreshCalls.length;
      if (!refreshSucceeds || body?.refreshToken !== `refresh-${generation - 1}`) {
        send(response, 401, { message: 'Refresh token expired' });
        return;
      }
      validToken = `access-${generation}`;
      send(response, 200, { result: { token: validToken, refreshToken: `refresh-${generation}` } });
      return;
    }
    if (path === '/api/authentication/login/credentials') {
      send(response, 401, { message: 'Invalid username or password' });
      return;
    }
    const match = /^\/api\/items\/(\d+)$/.exec(path);
    if (match) {
      const n = Number(match[1]);
      if (request.headers.token === validToken) {
        send(response, 200, { result: { n, token: request.headers.token } });
        return;
      }
      // Spread the 401s over 0–40 ms, so some arrive while the refresh runs and some after it finished.
      await delay((n % 5) * 10);
      send(response, 401, { message: 'Not authenticated' });
      return;
    }
    send(response, 404, { message: 'Not found' });
  });
});

afterEach(async () => {
  await server.close();
});

const itemRequests = () => server.requests.filter((request) => pathOf(request).startsWith('/api/items/'));

describe('one shared refresh', () => {
  it('50 concurrent 401s cause exactly one refresh call and 50 successful retries', async () => {
    const { state, options } = session('access-0', 'refresh-0');
    const errors: ApiError[] = [];
    const loading: number[] = [];
    const api = createApiClient({
      baseUrl: `${server.origin}/api`,
      ...options,
      onError: (error) => errors.push(error),
      onLoadingChange: (count) => loading.push(count),
    });

    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => api.get<{ n: number; token: string }>(`/items/${n}`)));

    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.json).toEqual({ refreshToken: 'refresh-0' });
    expect(refreshCalls[0]?.headers.token).toBeUndefined();
    expect(results.map((result) => result.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(results.every((result) => result.token === 'access-1')).toBe(true);
    const sent = itemRequests();
    expect(sent.filter((request) => request.headers.token === 'access-0')).toHaveLength(50);
    expect(sent.filter((request) => request.headers.token === 'access-1')).toHaveLength(50);
    expect(state.stored).toEqual([{ token: 'access-1', refreshToken: 'refresh-1' }]);
    expect(state.cleared).toBe(0);
    expect(errors).toEqual([]);
    expect(Math.max(...loading)).toBe(50);
    expect(loading.at(-1)).toBe(0);
    expect(api.loadingCount).toBe(0);
  });

  it('a failed refresh clears the session once and all 50 reject with the 401', async () => {
    refreshSucceeds = false;
    const { state, options } = session('access-0', 'refresh-0');
    const handled: ApiError[] = [];
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options, onError: (error) => handled.push(error) });

    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => api.get(`/items/${n}`)));

    expect(refreshCalls).toHaveLength(1);
    expect(state.cleared).toBe(1);
    expect(state.token).toBeNull();
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      const error = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(error.status).toBe(401);
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toBe('Not authenticated');
    }
    // No retries went out: every item request is the first one, with the old token.
    expect(itemRequests()).toHaveLength(50);
    expect(itemRequests().every((request) => request.headers.token === 'access-0')).toBe(true);
    // The global handler hears every final 401 (it redirects once; that is the app's concern).
    expect(handled).toHaveLength(50);
    expect(api.loadingCount).toBe(0);
  });

  it('a request made while the refresh runs waits for it and goes out once, with the new token', async () => {
    const { options } = session('access-0', 'refresh-0');
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options });
    let late: Promise<unknown> | undefined;
    onRefreshStarted = () => {
      late = api.get('/items/99');
    };

    await Promise.all(Array.from({ length: 5 }, (_, n) => api.get(`/items/${n}`)));
    await expect(late).resolves.toEqual({ n: 99, token: 'access-1' });

    expect(refreshCalls).toHaveLength(1);
    const sent99 = itemRequests().filter((request) => pathOf(request) === '/api/items/99');
    expect(sent99.map((request) => request.headers.token)).toEqual(['access-1']);
  });

  it('a later expiry triggers a new refresh with the rotated refresh token', async () => {
    const { state, options } = session('access-0', 'refresh-0');
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options });
    await Promise.all([api.get('/items/1'), api.get('/items/2')]);
    validToken = 'expired-again';
    // The server will accept access-2 after the second refresh.
    await expect(Promise.all([api.get('/items/3'), api.get('/items/4')])).resolves.toHaveLength(2);
    expect(refreshCalls.map((request) => request.json)).toEqual([{ refreshToken: 'refresh-0' }, { refreshToken: 'refresh-1' }]);
    expect(state.token).toBe('access-2');
  });

  it('a retry that gets 401 again is final: no second refresh', async () => {
    const { state, options } = session('access-0', 'refresh-0');
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options });
    server.handle(async (request, response) => {
      if (pathOf(request) === '/api/authentication/refresh') {
        refreshCalls.push(request);
        send(response, 200, { result: { token: 'access-1', refreshToken: 'refresh-1' } });
        return;
      }
      send(response, 401, { message: 'Still not' });
    });
    await expect(api.get('/items/1')).rejects.toMatchObject({ status: 401, message: 'Still not' });
    expect(refreshCalls).toHaveLength(1);
    expect(state.cleared).toBe(0);
    expect(itemRequests().map((request) => request.headers.token)).toEqual(['access-0', 'access-1']);
  });

  it('a missing refresh token clears the session once without calling the server', async () => {
    const { state, options } = session('access-0', null);
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options });
    const outcomes = await Promise.allSettled([api.get('/items/1'), api.get('/items/2'), api.get('/items/3')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshCalls).toHaveLength(0);
    expect(state.cleared).toBe(1);
  });

  it('when logged out a 401 is final: no refresh, no session clearing', async () => {
    const { state, options } = session(null, null);
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options });
    await expect(api.get('/items/1')).rejects.toMatchObject({ status: 401, kind: 'unauthorized' });
    expect(refreshCalls).toHaveLength(0);
    expect(state.cleared).toBe(0);
    expect(itemRequests()[0]?.headers.token).toBeUndefined();
  });

  it('the login call passes its 401 to the caller: no refresh, and skipErrorHandler: [401] keeps the handler out', async () => {
    const { state, options } = session('access-0', 'refresh-0');
    const handled: ApiError[] = [];
    const api = createApiClient({ baseUrl: `${server.origin}/api`, ...options, onError: (error) => handled.push(error) });

    await expect(
      api.post('/authentication/login/credentials', { username: 'a@b.c', password: 'x' }, { skipErrorHandler: [401] }),
    ).rejects.toMatchObject({ status: 401, kind: 'unauthorized', message: 'Invalid username or password' });
    expect(handled).toHaveLength(0);
    expect(refreshCalls).toHaveLength(0);
    expect(state.cleared).toBe(0);

    // Without the option the handler hears it (still without a refresh).
    await expect(api.post('/authentication/login/credentials', { username: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(handled).toHaveLength(1);
    expect(refreshCalls).toHaveLength(0);
  });
});
