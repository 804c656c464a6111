import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { readLocaleCookie } from './headers';
import { getHealth, getVersion } from './operations';
import { delay, pathOf, send, startServer, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: `${server.origin}/api`, ...options });
const echo = () => server.handle((request, response) => send(response, 200, { result: { ok: true } }, { 'x-path': request.url }));

describe('headers', () => {
  it('sends Token, Timezone and Locale when logged in', async () => {
    echo();
    const api = client({
      getToken: () => 'access-1',
      timezone: 'Europe/Zurich',
      getLocale: () => readLocaleCookie('theme=dark; locale=de'),
    });
    await api.get('/user/current');
    const [request] = server.requests;
    expect(request?.headers.token).toBe('access-1');
    expect(request?.headers.timezone).toBe('Europe/Zurich');
    expect(request?.headers.locale).toBe('de');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('sends no Token when logged out, the default locale without a cookie and the runtime time zone by default', async () => {
    echo();
    const api = client({ getToken: () => null, getLocale: () => readLocaleCookie('') });
    await api.get('/user/current');
    const [request] = server.requests;
    expect(request?.headers).not.toHaveProperty('token');
    expect(request?.headers.locale).toBe('en');
    expect(request?.headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends Token, Timezone and Locale on POST, PUT, PATCH, DELETE, HEAD and downloads too', async () => {
    echo();
    const api = client({ getToken: () => 't', timezone: 'UTC', getLocale: () => 'de', exportBaseUrl: `${server.origin}/export` });
    await api.post('/a', { x: 1 });
    await api.put('/a', { x: 1 });
    await api.patch('/a', { x: 1 });
    await api.delete('/a');
    await api.head('/authentication/check');
    await api.download('/report.xlsx');
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'GET']);
    for (const request of server.requests) {
      expect(request.headers).toMatchObject({ token: 't', timezone: 'UTC', locale: 'de' });
    }
  });

  it('asks for credentials: include on every call', async () => {
    echo();
    const seen: RequestInit[] = [];
    // A pass-through to the real fetch that records the init: nothing is faked.
    const api = client({
      fetch: (input, init) => {
        seen.push(init);
        return fetch(input, init);
      },
    });
    await api.get('/a');
    await api.post('/a', {});
    await api.download('/a');
    expect(seen.map((init) => init.credentials)).toEqual(['include', 'include', 'include']);
  });
});

describe('query and body', () => {
  it('encodes arrays as repeated name[] and skips nulls on GET', async () => {
    echo();
    await client().get('/users', {
      roles: ['recruiter'],
      countries: ['CH', 'DE'],
      keywords: null,
      sectors: undefined,
      withInvitations: true,
      page: 1,
      pageSize: 20,
    });
    expect(server.requests[0]?.url).toBe(
      '/api/users?roles[]=recruiter&countries[]=CH&countries[]=DE&withInvitations=true&page=1&pageSize=20',
    );
  });

  it('sends no query string when every value is null', async () => {
    echo();
    await client().get('/users', { keywords: null, countries: [] });
    expect(server.requests[0]?.url).toBe('/api/users');
  });

  it('sends bodies as JSON', async () => {
    echo();
    await client().post('/job/list', { page: 2, filters: { status: ['open'] } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toEqual({ page: 2, filters: { status: ['open'] } });
  });
});

describe('result unwrapping', () => {
  it('answers the result field', async () => {
    server.handle((_request, response) => send(response, 200, { result: { items: [{ id: 1 }], total: 1 }, meta: 'ignored' }));
    await expect(client().get('/users')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it('answers null, primitives and undefined for an empty answer', async () => {
    server.handle((request, response) => {
      if (request.url.endsWith('/null')) send(response, 200, { result: null });
      else if (request.url.endsWith('/number')) send(response, 200, { result: 42 });
      else send(response, 204);
    });
    const api = client();
    await expect(api.get('/null')).resolves.toBeNull();
    await expect(api.get('/number')).resolves.toBe(42);
    await expect(api.post('/empty')).resolves.toBeUndefined();
    await expect(api.head('/authentication/check')).resolves.toBeUndefined();
  });

  it('rejects a success answer that is not JSON as a server error', async () => {
    server.handle((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy</html>'));
    await expect(client().get('/x')).rejects.toMatchObject({ kind: 'server', status: 200, body: '<html>proxy</html>' });
  });
});

describe('errors', () => {
  const cases = [
    { status: 400, kind: 'validation', body: { message: 'Bad request', errors: { page: 'Must be a number' } } },
    {
      status: 422,
      kind: 'validation',
      body: { message: 'Validation failed', errors: { totalPackage: 'Required', offerDate: 'Must not be in the future' } },
    },
    { status: 401, kind: 'unauthorized', body: { message: 'Not authenticated' } },
    { status: 403, kind: 'forbidden', body: { message: 'Access denied' } },
    { status: 404, kind: 'not-found', body: { message: 'Vacancy not found' } },
    { status: 409, kind: 'conflict', body: { message: 'The vacancy is already closed' } },
    { status: 429, kind: 'rate-limited', body: { message: 'Too many requests. Please wait.' } },
    { status: 500, kind: 'server', body: { message: 'Something went wrong' } },
    { status: 503, kind: 'server', body: { message: 'Database unavailable' } },
    { status: 405, kind: 'other', body: { message: 'Method not allowed' } },
  ] as const;

  it.each(cases)('$status → $kind with message and errors', async ({ status, kind, body }) => {
    server.handle((_request, response) => send(response, status, body, status === 429 ? { 'retry-after': '42' } : {}));
    const handled: ApiError[] = [];
    const api = client({ onError: (error) => handled.push(error) });
    const error = await api.post('/thing', { a: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status,
      kind,
      message: body.message,
      serverMessage: body.message,
      errors: 'errors' in body ? body.errors : {},
      body,
      method: 'POST',
      url: `${server.origin}/api/thing`,
      redirectOnError: null,
      retryAfterSeconds: status === 429 ? 42 : null,
    });
    expect(handled).toEqual([error]);
  });

  it('falls back to a message of the kind when the server sent none, and keeps a text body', async () => {
    server.handle((request, response) => {
      if (request.url.endsWith('/403')) send(response, 403);
      else response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    await expect(client().get('/403')).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Access denied',
      serverMessage: null,
      body: null,
    });
    await expect(client().get('/502')).rejects.toMatchObject({
      kind: 'server',
      status: 502,
      serverMessage: null,
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('classifies a request that gets no answer as network', async () => {
    const closed = await startServer();
    const origin = closed.origin;
    await closed.close();
    const handled: ApiError[] = [];
    const api = createApiClient({ baseUrl: `${origin}/api`, onError: (error) => handled.push(error) });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(handled.map((error) => error.kind)).toEqual(['network']);
  });

  it('carries redirectOnError from the request body', async () => {
    server.handle((_request, response) => send(response, 401, { message: 'Invalid login link' }));
    const api = client();
    const error = await api
      .post('/authentication/login/token', { token: 'abc', resetPassword: false, redirectOnError: '/account/login?expired=1' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, redirectOnError: '/account/login?expired=1' });
    await expect(api.post('/x', { redirectOnError: null })).rejects.toMatchObject({ redirectOnError: null });
  });

  it('skipErrorHandler: true keeps every failure from the handler; a status list only those statuses', async () => {
    server.handle((request, response) => send(response, Number(pathOf(request).split('/').pop()), { message: 'no' }));
    const handled: number[] = [];
    const api = client({ onError: (error) => handled.push(error.status) });
    await expect(api.get('/500', undefined, { skipErrorHandler: true })).rejects.toMatchObject({ status: 500 });
    await expect(api.get('/403', undefined, { skipErrorHandler: [401] })).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/404', undefined, { skipErrorHandler: [404, 409] })).rejects.toMatchObject({ status: 404 });
    expect(handled).toEqual([403]);
  });

  it('an aborted call rejects as aborted and is not handled', async () => {
    server.handle(async (_request, response) => {
      await delay(200);
      send(response, 200, { result: 1 });
    });
    const handled: ApiError[] = [];
    const loading: number[] = [];
    const api = client({ onError: (error) => handled.push(error), onLoadingChange: (count) => loading.push(count) });
    const controller = new AbortController();
    const pending = api.get('/slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
    expect(handled).toEqual([]);
    expect(loading).toEqual([1, 0]);
  });
});

describe('loading counter', () => {
  it('goes back to 0 after success and after failure', async () => {
    server.handle((request, response) => (request.url.endsWith('/ok') ? send(response, 200, { result: 1 }) : send(response, 500, {})));
    const loading: number[] = [];
    const api = client({ onLoadingChange: (count) => loading.push(count), onError: () => undefined });
    await api.get('/ok');
    expect(loading).toEqual([1, 0]);
    await api.get('/fail').catch(() => undefined);
    expect(loading).toEqual([1, 0, 1, 0]);
    expect(api.loadingCount).toBe(0);
  });

  it('counts concurrent calls', async () => {
    server.handle(async (_request, response) => {
      await delay(10);
      send(response, 200, { result: 1 });
    });
    const loading: number[] = [];
    const api = client({ onLoadingChange: (count) => loading.push(count) });
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(loading.slice(0, 3)).toEqual([1, 2, 3]);
    expect(loading.at(-1)).toBe(0);
  });

  it('is untouched with skipLoading', async () => {
    server.handle((request, response) => (request.url.endsWith('/ok') ? send(response, 200, { result: 1 }) : send(response, 500, {})));
    const loading: number[] = [];
    const api = client({ onLoadingChange: (count) => loading.push(count), onError: () => undefined });
    await api.get('/ok', undefined, { skipLoading: true });
    await api.get('/fail', undefined, { skipLoading: true }).catch(() => undefined);
    expect(loading).toEqual([]);
  });
});

describe('download', () => {
  beforeEach(() => {
    server.handle((request, response) => {
      const path = pathOf(request);
      if (path === '/export/report/sales') {
        response
          .writeHead(200, {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="sales.xlsx"; filename*=UTF-8''Verk%C3%A4ufe%202025.xlsx`,
          })
          .end(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]));
      } else if (path === '/export/report/kpi') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end('kpi');
      } else if (path === '/export/report/denied') {
        send(response, 403, { message: 'Export is for admins' });
      } else {
        send(response, 404, {});
      }
    });
  });

  const exporter = () => client({ exportBaseUrl: `${server.origin}/export`, getToken: () => 'tok' });

  it('answers the blob and the file name of Content-Disposition, against the export base', async () => {
    const { blob, fileName } = await exporter().download('/report/sales', { method: 'POST', body: { year: 2025, forceUpdate: true } });
    expect(fileName).toBe('Verkäufe 2025.xlsx');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [request] = server.requests;
    expect(request?.url).toBe('/export/report/sales');
    expect(request?.method).toBe('POST');
    expect(request?.json).toEqual({ year: 2025, forceUpdate: true });
    expect(request?.headers.token).toBe('tok');
  });

  it('falls back to the given file name, then to the last path segment', async () => {
    const api = exporter();
    await expect(api.download('/report/kpi', { fileName: 'KPI 2025.xlsx', query: { year: 2025 } })).resolves.toMatchObject({
      fileName: 'KPI 2025.xlsx',
    });
    expect(server.requests[0]?.url).toBe('/export/report/kpi?year=2025');
    const { fileName, blob } = await api.download('/report/kpi');
    expect(fileName).toBe('kpi');
    expect(await blob.text()).toBe('kpi');
  });

  it('rejects a refused download with a classified error', async () => {
    await expect(exporter().download('/report/denied')).rejects.toMatchObject({ kind: 'forbidden', message: 'Export is for admins' });
  });
});

describe('operations', () => {
  it('getHealth answers the health result', async () => {
    server.handle((request, response) =>
      pathOf(request) === '/api/health' ? send(response, 200, { result: { status: 'ok', database: 'pglite' } }) : send(response, 404, {}),
    );
    await expect(getHealth(client())).resolves.toEqual({ status: 'ok', database: 'pglite' });
  });

  it('getVersion answers the version and bypasses the loading indicator and the error handler', async () => {
    let fail = false;
    server.handle((request, response) =>
      fail ? send(response, 503, { message: 'down' }) : send(response, 200, { result: { version: 'abc123' } }),
    );
    const loading: number[] = [];
    const handled: ApiError[] = [];
    const api = client({ onLoadingChange: (count) => loading.push(count), onError: (error) => handled.push(error) });
    await expect(getVersion(api)).resolves.toEqual({ version: 'abc123' });
    expect(server.requests[0]?.url).toBe('/api/version');
    fail = true;
    await expect(getVersion(api)).rejects.toMatchObject({ kind: 'server' });
    expect(loading).toEqual([]);
    expect(handled).toEqual([]);
  });
});
