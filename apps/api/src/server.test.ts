import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

describe('server over HTTP', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Mandate</title>');
    writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
    app = await buildServer({ webRoot, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers the health check inside { result }', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { status: 'ok' } });
  });

  it('serves the app for any browser route and files as they are', async () => {
    const page = await fetch(`${base}/dashboard/index/my-mandate`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Mandate</title>');
    const file = await fetch(`${base}/app.js`);
    expect(await file.text()).toBe('console.log(1)');
  });

  it('answers an unknown API path with a JSON 404, never the app', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
