import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { listenForTest, type TestCall } from '../testing/fixtures';

describe.each(testDatabases)('OpenAPI description on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;

  beforeAll(async () => {
    db = await open();
    ({ app, call } = await listenForTest({ db }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('describes every API route the server registered, each with a tag and a summary', async () => {
    const response = await call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Mandate API');
    const documented = new Set<string>();
    for (const [url, item] of Object.entries<Record<string, { tags?: string[]; summary?: string }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        documented.add(`${method.toUpperCase()} ${url}`);
        expect(operation.tags?.length, `${method} ${url}`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${url}`).toBeTruthy();
      }
    }
    for (const route of app.apiRoutes) {
      // HEAD twins of GET routes are implied; explicit HEAD routes (the token check) are listed.
      if (route.method === 'HEAD' && app.apiRoutes.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      const url = route.url.replace(/:(\w+)/g, '{$1}');
      expect(documented.has(`${route.method} ${url}`), `${route.method} ${url}`).toBe(true);
    }
    // Nothing outside /api is described.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('documents parameters, bodies and the error shape of the routes it knows', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body;
    const upload = doc.paths['/api/file/upload'].post;
    expect(upload.tags).toEqual(['Files']);
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['type', 'meta']));
    expect(upload.responses['422']).toBeDefined();
    expect(doc.paths['/api/list/{name}'].get.parameters.map((p: { name: string }) => p.name)).toContain('name');
    const login = doc.paths['/api/authentication/login/credentials'].post;
    expect(login.tags).toEqual(['Authentication']);
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['username', 'password']);
    expect(doc.components.schemas.Error.properties).toHaveProperty('message');
    expect(doc.components.securitySchemes.token).toEqual({ type: 'apiKey', in: 'header', name: 'Token' });
  });

  it('keeps validation with the domain schemas: a route schema never turns bad input into a different error', async () => {
    // The upload route documents `type` as an enum; the answer is still the field-keyed 422.
    const response = await call('GET', '/api/list/not-a-list');
    expect(response.status).toBe(404);
    const login = await call('POST', '/api/authentication/login/credentials', { body: { username: 'x' } });
    expect(login.status).toBe(422);
    expect(login.body.errors).toHaveProperty('password');
  });
});
