/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import * as api from './index';
import { editFeedback, getDataList, listSharedNotes, viewUser } from './index';
import { fillPath, isOperation, operation } from './operation';
import { pathOf, send, startServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startServer((request, response) => send(response, 200, { result: { method: request.method, url: request.url } }));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});
const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

describe('fillPath', () => {
  it('fills every parameter, URI-encoded', () => {
    expect(fillPath('/application/{id}/feedback/{fid}/edit', { id: 7, fid: 12 })).toBe('/application/7/feedback/12/edit');
    expect(fillPath('/list/{name}', { name: 'a b/c' })).toBe('/list/a%20b%2Fc');
    expect(fillPath('/job/list', undefined)).toBe('/job/list');
  });

  it('refuses a missing or empty value instead of calling another route', () => {
    expect(() => fillPath('/job/{id}/view', {} as { id: number })).toThrow('/job/{id}/view: no value for {id}');
    expect(() => fillPath('/job/{id}/view', { id: '' })).toThrow(TypeError);
  });
});

describe('operation', () => {
  it('carries its route as data and sends exactly that method and path', async () => {
    expect(editFeedback.route).toEqual({ method: 'PUT', path: '/application/{id}/feedback/{fid}/edit' });
    expect(Object.isFrozen(editFeedback.route)).toBe(true);
    expect(isOperation(editFeedback)).toBe(true);
    expect(isOperation(fillPath)).toBe(false);
    await editFeedback(client(), 3, 9, { feedback: 'Good', assessmentLevel: null });
    const [request] = server.requests;
    expect({ method: request?.method, path: request && pathOf(request), body: request?.json }).toEqual({
      method: 'PUT',
      path: '/api/application/3/feedback/9/edit',
      body: { feedback: 'Good', assessmentLevel: null },
    });
  });

  it('sends GET parameters as the transport encodes them, and no body on GET', async () => {
    await listSharedNotes(client(), 42);
    await viewUser(client(), 5, ['canBeDeleted', 'summaryStatistics']);
    await getDataList(client(), 'countries');
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body.length}`)).toEqual([
      'GET /api/job/shared-note/list?jobId=42 0',
      'GET /api/user/5/view?includes[]=canBeDeleted&includes[]=summaryStatistics 0',
      'GET /api/list/countries 0',
    ]);
  });

  it('downloads only with GET or POST and uploads only with POST or PUT', () => {
    const weird = operation('DELETE', '/x/{id}', (route) => (id: number) => route.download(client(), { params: { id } }));
    expect(() => weird(1)).toThrow('DELETE /x/{id}: downloads are GET or POST');
    const weirder = operation('GET', '/y', (route) => () => route.upload(client(), { file: new Blob(['x']) }));
    expect(() => weirder()).toThrow('GET /y: uploads are POST or PUT');
  });
});

describe('README', () => {
  it('lists every operation with its route, and nothing else', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const listed = [...readme.matchAll(/^\| `(\w+)` +\| `([A-Z]+ [^`]+)` +\|$/gm)].map(([, name, route]) => `${name} ${route}`);
    const exported = Object.entries(api).flatMap(([name, value]) =>
      isOperation(value) ? [`${name} ${value.route.method} ${value.route.path}`] : [],
    );
    expect([...listed].sort()).toEqual([...exported].sort());
    expect(readme).toContain(`## Operations (${exported.length})`);
  });
});
