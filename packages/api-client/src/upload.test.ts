/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import type { ApiError } from './errors';
import { pathOf, send, startServer, type TestServer } from './testServer';
import { NodeXhr } from './nodeXhr';
import { xhrUploadTransport, type UploadProgress } from './transport';

let server: TestServer;
let uploads: { fields: Record<string, string[]>; file: { name: string; size: number; type: string; text: string } | null }[];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  NodeXhr.instances = [];
  uploads = [];
  server.handle(async (request, response) => {
    if (pathOf(request) === '/api/file/refused') {
      send(response, 422, { message: 'Validation failed', errors: { file: 'File has invalid type. Only pdf files are allowed.' } });
      return;
    }
    // Parse the multipart body with the platform's own parser.
    const form = await new Request('http://parser.invalid/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: new Uint8Array(request.body),
    }).formData();
    const fields: Record<string, string[]> = {};
    let file: (typeof uploads)[number]['file'] = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
      else {
        const text = await value.text();
        file = { name: value.name, size: value.size, type: value.type, text: text.length > 100 ? `${text.slice(0, 10)}…` : text };
      }
    }
    uploads.push({ fields, file });
    send(response, 200, { result: { id: 7, name: file?.name, size: file?.size } });
  });
});

const client = (options: ApiClientOptions = {}) =>
  createApiClient({
    baseUrl: `${server.origin}/api`,
    uploadTransport: xhrUploadTransport(() => new NodeXhr()),
    timezone: 'Europe/Berlin',
    getLocale: () => 'de',
    ...options,
  });

describe('upload', () => {
  it('sends the file and fields as multipart with the headers, reports progress, and unwraps the result', async () => {
    const content = 'x'.repeat(200 * 1024);
    const file = new File([content], 'Lebenslauf Müller.pdf', { type: 'application/pdf' });
    const progress: UploadProgress[] = [];
    const loading: number[] = [];
    const api = client({ getToken: () => 'access-1', onLoadingChange: (count) => loading.push(count) });

    const result = await api.upload<{ id: number; name: string; size: number }>('/file/upload', {
      file,
      query: { type: 'cv', meta: null },
      fields: { applicationId: 12, tags: ['a', null, 'b'], note: undefined, confidential: false },
      onProgress: (event) => progress.push(event),
    });

    expect(result).toEqual({ id: 7, name: 'Lebenslauf Müller.pdf', size: content.length });
    expect(uploads[0]?.fields).toEqual({ applicationId: ['12'], 'tags[]': ['a', 'b'], confidential: ['false'] });
    expect(uploads[0]?.file).toMatchObject({ name: 'Lebenslauf Müller.pdf', size: content.length, type: 'application/pdf' });
    const [request] = server.requests;
    expect(request?.url).toBe('/api/file/upload?type=cv');
    expect(request?.headers).toMatchObject({ token: 'access-1', timezone: 'Europe/Berlin', locale: 'de' });
    expect(NodeXhr.instances[0]?.withCredentials).toBe(true);

    // Progress rises to the full body size.
    expect(progress.length).toBeGreaterThan(5);
    const loaded = progress.map((event) => event.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    const last = progress.at(-1);
    expect(last?.loaded).toBe(last?.total);
    expect(last?.total).toBeGreaterThan(content.length);
    expect(last?.fraction).toBe(1);
    expect(progress[0]?.fraction).toBeLessThan(0.2);
    expect(loading).toEqual([1, 0]);
  });

  it('sends no Token when logged out and names a plain Blob', async () => {
    await client({ getToken: () => null }).upload('/file/upload', { file: new Blob(['hello'], { type: 'text/plain' }), fileName: 'a.txt' });
    expect(server.requests[0]?.headers).not.toHaveProperty('token');
    expect(uploads[0]?.file).toMatchObject({ name: 'a.txt', text: 'hello' });
  });

  it('classifies a refused upload like any other call', async () => {
    const handled: ApiError[] = [];
    const api = client({ onError: (error) => handled.push(error) });
    const error = await api.upload('/file/refused', { file: new Blob(['x']) }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 422,
      kind: 'validation',
      errors: { file: 'File has invalid type. Only pdf files are allowed.' },
    });
    expect(handled).toEqual([error]);
  });

  it('is abortable: rejects as aborted, not handled, loading back to 0', async () => {
    const controller = new AbortController();
    const handled: ApiError[] = [];
    const loading: number[] = [];
    const api = client({ onError: (error) => handled.push(error), onLoadingChange: (count) => loading.push(count) });
    const pending = api.upload('/file/upload', {
      file: new Blob(['y'.repeat(2 * 1024 * 1024)]),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', status: 0 });
    expect(handled).toEqual([]);
    expect(loading).toEqual([1, 0]);
    expect(uploads).toEqual([]);
  });

  it('classifies an upload that gets no answer as network', async () => {
    const closed = await startServer();
    await closed.close();
    const api = createApiClient({ baseUrl: `${closed.origin}/api`, uploadTransport: xhrUploadTransport(() => new NodeXhr()) });
    await expect(api.upload('/file/upload', { file: new Blob(['x']) })).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('refreshes on 401 and sends the file again with the new token', async () => {
    const state = { token: 'old', refreshToken: 'r0' };
    server.handle((request, response) => {
      if (pathOf(request) === '/api/authentication/refresh') {
        send(response, 200, { result: { token: 'new', refreshToken: 'r1' } });
      } else if (request.headers.token !== 'new') {
        send(response, 401, { message: 'Not authenticated' });
      } else {
        send(response, 200, { result: { size: request.body.length } });
      }
    });
    const api = client({
      getToken: () => state.token,
      getRefreshToken: () => state.refreshToken,
      onTokens: (pair) => Object.assign(state, pair),
    });
    await expect(api.upload('/file/upload', { file: new Blob(['data']) })).resolves.toMatchObject({ size: expect.any(Number) });
    expect(server.requests.map((request) => [pathOf(request), request.headers.token ?? null])).toEqual([
      ['/api/file/upload', 'old'],
      ['/api/authentication/refresh', null],
      ['/api/file/upload', 'new'],
    ]);
  });
});
