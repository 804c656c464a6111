/// <reference types="node" />
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import type { ApiError } from './errors';
import { pathOf, send, startServer, type TestServer } from './testServer';
import { xhrUploadTransport, type ProgressEventLike, type UploadProgress, type XhrLike } from './transport';

/**
 * An `XMLHttpRequest`-compatible object over `node:http`, because Node has no XMLHttpRequest.
 * It implements exactly the members `XhrLike` names, the way a browser does: the FormData body is
 * encoded as multipart (by the platform's `Request`), written in 16 kB chunks, and an upload
 * `progress` event is fired after each chunk is handed to the socket. Test code only: what runs
 * against it is the real `xhrUploadTransport` and the client's upload path.
 */
class NodeXhr implements XhrLike {
  static instances: NodeXhr[] = [];
  withCredentials = false;
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null };
  onload: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: ((event: unknown) => void) | null = null;
  ontimeout: ((event: unknown) => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly requestHeaders: Record<string, string> = {};
  private responseHeaders: IncomingHttpHeaders = {};
  private request: ClientRequest | null = null;
  private aborted = false;

  constructor() {
    NodeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const value = this.responseHeaders[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  send(body: FormData): void {
    void this.start(body);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.request?.destroy();
    this.onabort?.({});
  }

  private async start(body: FormData): Promise<void> {
    const encoded = new Request('http://encoder.invalid/', { method: 'POST', body });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    if (this.aborted) return;
    const request = httpRequest(
      this.url,
      {
        method: this.method,
        headers: { ...this.requestHeaders, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': bytes.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (this.aborted) return;
          this.status = response.statusCode ?? 0;
          this.responseHeaders = response.headers;
          this.responseText = Buffer.concat(chunks).toString('utf8');
          this.onload?.({});
        });
      },
    );
    this.request = request;
    request.on('error', () => {
      if (!this.aborted) this.onerror?.({});
    });
    let offset = 0;
    const writeNext = () => {
      if (this.aborted) return;
      if (offset >= bytes.length) {
        request.end();
        return;
      }
      const chunk = bytes.subarray(offset, offset + 16 * 1024);
      offset += chunk.length;
      request.write(chunk, () => {
        if (this.aborted) return;
        this.upload.onprogress?.({ loaded: offset, total: bytes.length, lengthComputable: true });
        writeNext();
      });
    };
    writeNext();
  }
}

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
