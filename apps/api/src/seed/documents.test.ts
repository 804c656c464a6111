import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { LocalFileStorage } from '../files/storage';
import { testDatabases } from '../testing/databases';
import { listenForTest, signIn, type TestCall } from '../testing/fixtures';
import { demoApplications } from './applications';
import { demoUsers } from './demo';
import { seedDemoData } from './seed';

describe.each(testDatabases)('demo documents on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let base: string;
  let root: string;
  let storage: LocalFileStorage;

  beforeAll(async () => {
    db = await open();
    root = mkdtempSync(path.join(os.tmpdir(), 'mandate-demo-documents-'));
    storage = new LocalFileStorage(root);
    ({ app, base, call } = await listenForTest({ db, fileStorage: storage, authRateLimit: { max: 1000, timeWindow: 60_000 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  const tokenOf = (username: string) => signIn(call, username, demoUsers.find((u) => u.username === username)!.password);
  const download = async (id: number, token: string) => {
    const response = await fetch(`${base}/api/file/${id}/download`, { headers: { token } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('gives every demo candidate and its applications a generated CV and certificate, and the candidate list a longlist', async () => {
    const result = await seedDemoData(db, { storage });
    expect(result.documentsCreated).toBe(demoApplications.length * 2 + 1);
    const candidates = await db.query<{ id: string; attachment_ids: string[] }>('SELECT id, attachment_ids FROM candidates ORDER BY id');
    expect(candidates).toHaveLength(demoApplications.length);
    for (const candidate of candidates) {
      expect(candidate.attachment_ids).toHaveLength(2);
      const [application] = await db.query<{ id: string; attachment_ids: string[] }>(
        'SELECT id, attachment_ids FROM applications WHERE candidate_id = $1',
        [candidate.id],
      );
      expect(application!.attachment_ids.map(Number)).toEqual(candidate.attachment_ids.map(Number));
      const links = await db.query<{ owner: string }>(
        "SELECT owner_type || ':' || owner_id AS owner FROM file_links WHERE file_id = $1 ORDER BY owner_type",
        [candidate.attachment_ids[0]],
      );
      expect(links.map((l) => l.owner)).toEqual([`application:${application!.id}`, `candidate:${candidate.id}`]);
    }
    const files = await db.query<{ storage_key: string; size: string; title: string }>('SELECT storage_key, size, title FROM files');
    expect(files).toHaveLength(demoApplications.length * 2 + 1);
    for (const file of files) {
      const stream = (await storage.get(file.storage_key))!;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(Number(file.size));
      expect(bytes.length).toBeGreaterThan(1000);
    }
    expect(files.map((f) => f.title)).toContain('CV Lena Vogel.pdf');
  });

  it('lets the vacancy’s employer and the consultant download them, and nobody else', async () => {
    const [lena] = await db.query<{ cv: string; list: string }>(
      `SELECT c.attachment_ids[1] AS cv, (SELECT l.attachment_ids[1] FROM candidate_lists l WHERE l.title = 'Longlist QA leadership') AS list
         FROM candidates c WHERE c.email = 'lena.vogel@candidates.demo'`,
    );
    const cv = Number(lena!.cv);
    const [stored] = await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [cv]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(stored!.storage_key))!) chunks.push(chunk as Buffer);

    const employer = await download(cv, await tokenOf('employer@mandate.demo'));
    expect(employer.status).toBe(200);
    expect(employer.type).toBe('application/pdf');
    expect(employer.bytes.equals(Buffer.concat(chunks))).toBe(true);
    expect((await download(cv, await tokenOf('consultant1@mandate.demo'))).status).toBe(200);
    expect((await download(Number(lena!.list), await tokenOf('employer@mandate.demo'))).status).toBe(200);
    for (const other of ['employer.de@mandate.demo', 'consultant3@mandate.demo', 'consultant5@mandate.demo'])
      expect((await download(cv, await tokenOf(other))).status, other).toBe(403);
  });

  it('is written once: a second run stores nothing', async () => {
    const count = async () => (await db.query<{ n: string }>('SELECT count(*) AS n FROM files'))[0]!.n;
    const before = await count();
    expect((await seedDemoData(db, { storage })).documentsCreated).toBe(0);
    expect(await count()).toBe(before);
  });
});
