import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { buildServer } from './server';
import { testDatabases } from './testing/databases';

describe.each(testDatabases)('server over HTTP on $name', ({ name, open }) => {
  let db: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Mandate</title>');
    writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
    // A hashed chunk of the build with the brotli copy apps/web/vite/precompress.ts writes.
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'chunk-abc123.js'), 'console.log("chunk")');
    writeFileSync(path.join(webRoot, 'assets', 'chunk-abc123.js.br'), brotliCompressSync('console.log("chunk")'));
    db = await open();
    app = await buildServer({ db, webRoot, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers the health check inside { result }, naming the database in use', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { status: 'ok', database: name } });
  });

  it('answers the version the browser polls', async () => {
    const response = await fetch(`${base}/api/version`);
    const body = (await response.json()) as { result: { version: string } };
    expect(body.result.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('serves the app for any browser route and files as they are', async () => {
    const page = await fetch(`${base}/dashboard/index/my-mandate`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Mandate</title>');
    const file = await fetch(`${base}/app.js`);
    expect(await file.text()).toBe('console.log(1)');
  });

  it('sends the brotli copy of a built file when accepted, the file itself otherwise, and caches /assets for good', async () => {
    const compressed = await fetch(`${base}/assets/chunk-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('accept-encoding');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe('console.log("chunk")');
    const plain = await fetch(`${base}/assets/chunk-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("chunk")');
    // The page (and what lies outside /assets) is asked for again: a new build's chunks are found.
    for (const url of ['/', '/dashboard/index/my-mandate', '/app.js']) {
      const { headers } = await fetch(`${base}${url}`);
      expect({ url, cacheControl: headers.get('cache-control') }).toEqual({ url, cacheControl: 'no-cache' });
    }
  });

  it('sends the security headers with every answer: API, app, file and 404', async () => {
    for (const url of ['/api/health', '/dashboard/index/my-mandate', '/app.js', '/api/nothing-here']) {
      const { headers } = await fetch(`${base}${url}`);
      expect({ url, csp: headers.get('content-security-policy') }).toEqual({
        url,
        csp: expect.stringContaining("default-src 'self'") as string,
      });
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers an unknown API path with a JSON 404, never the app', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a malformed JSON body with a 400 and a message, never a stack trace', async () => {
    const response = await fetch(`${base}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { message: string; stack?: string };
    expect(body.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
