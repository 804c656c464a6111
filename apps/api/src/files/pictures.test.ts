import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, createUser, listenForTest, signIn, type TestCall, type TestResponse } from '../testing/fixtures';
import { LocalFileStorage } from './storage';

const png = (marker: number) =>
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, marker, 2, 3]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const storedFiles = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();

describe.each(testDatabases)('profile pictures and logos on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let base: string;
  let root: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  async function send(url: string, field: string, file: { name: string; type: string; content: Buffer }, token?: string) {
    const form = new FormData();
    form.append(field, new Blob([file.content], { type: file.type }), file.name);
    const headers: Record<string, string> = token ? { token } : {};
    const response = await fetch(`${base}${url}`, { method: 'POST', body: form, headers });
    const body: TestResponse['body'] = await response.json();
    return { status: response.status, body };
  }
  const picture = (marker: number) => ({ name: 'me.png', type: 'image/png', content: png(marker) });
  const fileRows = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM files'))[0]!.n);

  beforeAll(async () => {
    db = await open();
    root = mkdtempSync(path.join(os.tmpdir(), 'mandate-pictures-test-'));
    ids.agency = await createOrganization(db, 'Picture Agency', 'agency');
    ids.company = await createOrganization(db, 'Picture Company', 'company');
    for (const [who, roles, organizationId] of [
      ['consultant', ['recruiter'], ids.agency],
      ['colleague', ['recruiter'], ids.agency],
      ['manager', ['employer'], ids.company],
      ['admin', ['sales-admin'], null],
    ] as const) {
      ids[who] = await createUser(db, {
        username: `${who}@pictures.example`,
        password: 'secret password',
        roles: [...roles],
        organizationId,
      });
    }
    await db.query('INSERT INTO organization_managers (organization_id, user_id) VALUES ($1, $2)', [ids.company, ids.manager]);
    ({ app, base, call } = await listenForTest({
      db,
      authRateLimit: { max: 1000, timeWindow: 60_000 },
      fileStorage: new LocalFileStorage(root),
    }));
    for (const who of ['consultant', 'colleague', 'manager', 'admin']) {
      tokens[who] = await signIn(call, `${who}@pictures.example`, 'secret password');
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sets one’s own avatar, which every signed-in user may see, and replaces it with the next one', async () => {
    const first = await send(`/api/user/${ids.consultant}/upload-avatar`, 'avatar', picture(1), tokens.consultant);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ title: 'me.png', fullPath: `/api/file/${first.body.result.id}/download` });
    const view = await call('GET', `/api/user/${ids.consultant}/view`, { token: tokens.colleague });
    expect(view.body.result.avatar).toEqual({ fullPath: first.body.result.fullPath });
    const seen = await fetch(`${base}${first.body.result.fullPath}`, { headers: { token: tokens.manager! } });
    expect(seen.status).toBe(200);
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(png(1));
    const storageKey = async (id: number) =>
      (await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [id]))[0]?.storage_key;
    const firstKey = await storageKey(first.body.result.id);
    expect(storedFiles(root)).toContain(firstKey);

    const second = await send(`/api/user/${ids.consultant}/upload-avatar`, 'avatar', picture(2), tokens.consultant);
    expect(second.status).toBe(200);
    // The old picture's row and bytes are gone: one row, one stored file.
    const rows = await db.query<{ id: string; owner_type: string; owner_id: string }>(
      "SELECT id, owner_type, owner_id FROM files WHERE type = 'avatar' AND owner_id = $1",
      [ids.consultant],
    );
    expect(rows.map((r) => Number(r.id))).toEqual([second.body.result.id]);
    expect(rows[0]).toMatchObject({ owner_type: 'user' });
    expect((await fetch(`${base}${first.body.result.fullPath}`, { headers: { token: tokens.consultant! } })).status).toBe(404);
    // The old bytes are gone and the new ones are there.
    expect(storedFiles(root)).not.toContain(firstKey);
    expect(storedFiles(root)).toContain(await storageKey(second.body.result.id));
  });

  it('refuses someone else’s avatar (403) and a document as a picture (422), storing nothing', async () => {
    const before = { rows: await fileRows(), stored: storedFiles(root) };
    const foreign = await send(`/api/user/${ids.consultant}/upload-avatar`, 'avatar', picture(3), tokens.colleague);
    expect(foreign.status).toBe(403);
    const pdf = await send(
      `/api/user/${ids.colleague}/upload-avatar`,
      'avatar',
      { name: 'cv.pdf', type: 'application/pdf', content: PDF },
      tokens.colleague,
    );
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors).toHaveProperty('file');
    const disguised = await send(
      `/api/user/${ids.colleague}/upload-avatar`,
      'avatar',
      { name: 'cv.png', type: 'image/png', content: PDF },
      tokens.colleague,
    );
    expect(disguised.status).toBe(422);
    expect(await fileRows()).toBe(before.rows);
    expect(storedFiles(root)).toEqual(before.stored);
    const [colleague] = await db.query<{ avatar_file_id: string | null }>('SELECT avatar_file_id FROM users WHERE id = $1', [
      ids.colleague,
    ]);
    expect(colleague!.avatar_file_id).toBeNull();
    expect((await send(`/api/user/${ids.consultant}/upload-avatar`, 'avatar', picture(4))).status).toBe(401);
    expect((await send('/api/user/99999999/upload-avatar', 'avatar', picture(4), tokens.admin)).status).toBe(404);
  });

  it('lets admins set anyone’s avatar', async () => {
    const response = await send(`/api/user/${ids.colleague}/upload-avatar`, 'avatar', picture(5), tokens.admin);
    expect(response.status).toBe(200);
    const [row] = await db.query<{ avatar_file_id: string }>('SELECT avatar_file_id FROM users WHERE id = $1', [ids.colleague]);
    expect(Number(row!.avatar_file_id)).toBe(response.body.result.id);
  });

  it('sets an organisation’s logo for its managers and admins only', async () => {
    const logo = { name: 'logo.png', type: 'image/png', content: png(6) };
    const response = await send(`/api/organization/${ids.company}/upload-logo`, 'logo', logo, tokens.manager);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const view = await call('GET', `/api/organization/${ids.company}/view`, { token: tokens.manager });
    expect(view.body.result.logo).toEqual({ fullPath: response.body.result.fullPath });

    const before = await fileRows();
    // A consultant of another organisation may not (it is not theirs to see or change).
    expect([403, 404]).toContain((await send(`/api/organization/${ids.company}/upload-logo`, 'logo', logo, tokens.consultant)).status);
    expect(await fileRows()).toBe(before);
    const byAdmin = await send(`/api/organization/${ids.agency}/upload-logo`, 'logo', logo, tokens.admin);
    expect(byAdmin.status).toBe(200);
  });
});
