import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { removeUnlinkedUploads } from '../files/cleanup';
import { LocalFileStorage } from '../files/storage';
import { testDatabases } from '../testing/databases';
import { createOrganization, listenForTest, type TestCall, testUsers } from '../testing/fixtures';
import { assignRecruiter, candidateBody, createJob } from './testing';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

/** Issue 20: files linked to their records, read through the records' rules, and unlinked uploads removed. */
describe.each(testDatabases)('documents of candidates, applications and candidate lists on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let base: string;
  let root: string;
  let storage: LocalFileStorage;
  let job: number;
  const { ids, tokens, add } = testUsers(
    () => db,
    (key) => ({ username: `${key}@docs.example` }),
  );

  beforeAll(async () => {
    db = await open();
    root = mkdtempSync(path.join(os.tmpdir(), 'mandate-documents-test-'));
    storage = new LocalFileStorage(root);
    const a = await createOrganization(db, 'Helvetia Pharma AG', 'company');
    const b = await createOrganization(db, 'Berlin Bank GmbH', 'company', 'DE');
    const x = await createOrganization(db, 'Xray Search', 'agency');
    const y = await createOrganization(db, 'Yankee Headhunters', 'agency');
    await add('employerA', { roles: ['employer'], organizationId: a });
    await add('managerA', { roles: ['employer'], organizationId: a });
    await add('lineManager', { roles: ['line-manager'], organizationId: a });
    await add('employerB', { roles: ['employer'], organizationId: b });
    await add('alice', { roles: ['recruiter'], organizationId: x });
    await add('carl', { roles: ['recruiter'], organizationId: x });
    await add('bob', { roles: ['recruiter'], organizationId: y });
    await add('admin', { roles: ['content-admin'] });
    await db.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [ids.managerA, a]);
    job = await createJob(db, { authorId: ids.employerA!, organizationId: a });
    await assignRecruiter(db, job, ids.alice!);
    ({ app, base, call } = await listenForTest({ db, fileStorage: storage, authRateLimit: { max: 10_000, timeWindow: 60_000 } }));
  });
  afterAll(async () => {
    // Now and then (one run in three on a loaded machine) a keep-alive connection of fetch's pool
    // was still open here and app.close() waited for it until the hook's 60 s ran out: every request
    // of the tests has been answered and read, so the connections are closed outright.
    app.server.closeAllConnections();
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  const as = (who: string) => ({
    post: (p: string, body: unknown = {}) => call('POST', `/api${p}`, { token: tokens[who], body }),
    put: (p: string, body: unknown = {}) => call('PUT', `/api${p}`, { token: tokens[who], body }),
  });

  async function upload(who: string, name: string, content: Buffer, type = 'candidate-document'): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([content], { type: name.endsWith('.png') ? 'image/png' : 'application/pdf' }), name);
    const response = await fetch(`${base}/api/file/upload?type=${type}`, { method: 'POST', body: form, headers: { token: tokens[who]! } });
    const body = (await response.json()) as { result: { id: number } };
    expect(response.status).toBe(200);
    return body.result.id;
  }

  async function download(id: number, who?: string): Promise<{ status: number; bytes: Buffer }> {
    const response = await fetch(`${base}/api/file/${id}/download`, { headers: who ? { token: tokens[who]! } : {} });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const linksOf = async (fileId: number) =>
    (
      await db.query<{ owner_type: string; owner_id: string }>(
        'SELECT owner_type, owner_id FROM file_links WHERE file_id = $1 ORDER BY owner_type, owner_id',
        [fileId],
      )
    ).map((r) => `${r.owner_type}:${r.owner_id}`);

  let cv: number;
  let cvBytes: Buffer;
  let letter: number;
  let candidate: number;
  let application: number;

  it("lets the employer, the vacancy's managers, reviewing line managers, the consultant and admins download an application's CV", async () => {
    cvBytes = pdf('CV of Anna Muster');
    cv = await upload('alice', 'CV Anna Muster.pdf', cvBytes);
    letter = await upload('alice', 'Cover letter.pdf', pdf('cover letter'), 'attachment');
    const created = await as('alice').post('/candidate/create', candidateBody({ attachments: [cv] }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    candidate = created.body.result.id;
    // The application carries the candidate's CV (shared, linked to both) and a letter of its own.
    const submitted = await as('alice').post('/application/create', {
      jobId: job,
      candidateId: candidate,
      consent: true,
      attachments: [cv, letter],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    application = submitted.body.result.id;
    expect(submitted.body.result.attachments).toEqual([cv, letter]);
    expect(await linksOf(cv)).toEqual([`application:${application}`, `candidate:${candidate}`]);
    expect(await linksOf(letter)).toEqual([`application:${application}`]);

    const got = await download(cv, 'employerA');
    expect(got.status).toBe(200);
    expect(got.bytes.equals(cvBytes)).toBe(true);
    for (const who of ['managerA', 'alice', 'admin']) expect((await download(cv, who)).status, who).toBe(200);
    expect((await download(letter, 'employerA')).status).toBe(200);

    // A line manager reads the documents (files and the application's PDF, by one rule) once a
    // shortlist holding the application is sent to them.
    const pdfStatus = async (who: string) => {
      const response = await fetch(`${base}/api/application/${application}/pdf?pages=attachments&separately=false`, {
        headers: { token: tokens[who]! },
      });
      await response.arrayBuffer(); // read to the end, so the connection is free when the server closes
      return response.status;
    };
    expect((await download(cv, 'lineManager')).status).toBe(403);
    expect(await pdfStatus('lineManager')).toBe(403);
    const shortlist = await as('employerA').post(`/job/${job}/shortlist/create`, {
      applications: [application],
      recipients: [ids.lineManager],
    });
    expect(shortlist.status, JSON.stringify(shortlist.body)).toBe(200);
    const reviewed = await download(cv, 'lineManager');
    expect(reviewed.status).toBe(200);
    expect(reviewed.bytes.equals(cvBytes)).toBe(true);
    expect((await download(letter, 'lineManager')).status).toBe(200);
    expect(await pdfStatus('lineManager')).toBe(200);
    expect(await pdfStatus('employerB')).toBe(403);
  });

  it('refuses another employer, consultants not on the vacancy and requests without a token', async () => {
    for (const who of ['employerB', 'bob', 'carl']) {
      expect((await download(cv, who)).status, who).toBe(403);
      expect((await download(letter, who)).status, who).toBe(403);
    }
    expect((await download(cv)).status).toBe(401);
  });

  it("refuses to attach another user's upload, a picture, or a file of another record, and links nothing", async () => {
    const bobs = await upload('bob', 'Bob CV.pdf', pdf('bob'));
    const candidates = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM candidates'))[0]!.n);
    const before = await candidates();

    const foreign = await as('alice').post('/candidate/create', candidateBody({ email: 'x@example.ch', attachments: [bobs] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ attachments: 'This file does not exist or is not yours.' });
    expect(await candidates()).toBe(before);
    expect(await linksOf(bobs)).toEqual([]);
    const onEdit = await as('alice').put(`/application/${application}/edit`, { comment: null, attachments: [cv, bobs] });
    expect(onEdit.status).toBe(422);
    expect(onEdit.body.errors).toHaveProperty('attachments');
    expect(await linksOf(bobs)).toEqual([]);
    expect(await linksOf(letter)).toEqual([`application:${application}`]);
    const withConsent = await as('alice').post(`/candidate/${candidate}/consent`, { document: 'candidate-privacy-notice', fileId: bobs });
    expect(withConsent.status).toBe(422);
    expect(withConsent.body.errors).toHaveProperty('fileId');
    expect(await linksOf(bobs)).toEqual([]);

    // A picture is no candidate document; a file of one candidate is not another record's.
    const avatar = await upload('alice', 'me.png', PNG, 'avatar');
    const picture = await as('alice').put(`/candidate/${candidate}/edit`, { attachments: [cv, avatar] });
    expect(picture.status).toBe(422);
    expect(picture.body.errors.attachments).toMatch(/another use/);
    const taken = await as('alice').post('/candidate-list/create', { title: 'Longlist', attachments: [cv], jobId: job });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.attachments).toMatch(/another record/);
    expect(await linksOf(cv)).toEqual([`application:${application}`, `candidate:${candidate}`]);

    // Bob's own, unlinked upload, attached by Bob, is fine.
    const own = await as('bob').post('/candidate/create', candidateBody({ email: 'bob.cand@example.ch', attachments: [bobs] }));
    expect(own.status).toBe(200);
    expect(await linksOf(bobs)).toEqual([`candidate:${own.body.result.id}`]);
  });

  it('links candidate lists, consents and edits, and unlinks what a record drops', async () => {
    const longlist = await upload('alice', 'Longlist.pdf', pdf('longlist'), 'attachment');
    const list = await as('alice').post('/candidate-list/create', { title: 'Longlist', attachments: [longlist], jobId: job });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect((await download(longlist, 'employerA')).status).toBe(200);
    expect((await download(longlist, 'employerB')).status).toBe(403);

    const signed = await upload('alice', 'Consent signed.pdf', pdf('consent'));
    const consent = await as('alice').post(`/candidate/${candidate}/consent`, { document: 'candidate-privacy-notice', fileId: signed });
    expect(consent.status, JSON.stringify(consent.body)).toBe(200);
    expect(await linksOf(signed)).toEqual([`candidate-consent:${consent.body.result.consent.id}`]);
    // Whoever sees the candidate (the employer it was submitted to) sees its consent record.
    expect((await download(signed, 'employerA')).status).toBe(200);
    expect((await download(signed, 'bob')).status).toBe(403);

    const edited = await as('alice').put(`/application/${application}/edit`, { comment: null, attachments: [cv] });
    expect(edited.status).toBe(200);
    expect(await linksOf(letter)).toEqual([]);
    expect((await download(letter, 'employerA')).status).toBe(403);
  });

  it('removes uploads nobody linked after a day, and keeps linked ones and fresh ones', async () => {
    const stale = await upload('alice', 'Forgotten.pdf', pdf('forgotten'));
    const fresh = await upload('alice', 'Just now.pdf', pdf('just now'));
    const keyOf = async (id: number) =>
      (await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [id]))[0]?.storage_key;
    const staleKey = (await keyOf(stale))!;
    await db.query("UPDATE files SET created_at = now() - interval '25 hours' WHERE id = ANY($1::bigint[])", [[stale, cv]]);

    const { removed } = await removeUnlinkedUploads(db, storage);
    // The letter the application dropped is older than the test too, but only by seconds.
    expect(removed).toBe(1);
    expect(await keyOf(stale)).toBeUndefined();
    expect(await storage.get(staleKey)).toBeNull();
    expect((await download(stale, 'alice')).status).toBe(404);
    // Linked (and as old), or not a day old yet: kept, bytes and all.
    expect(await keyOf(cv)).toBeDefined();
    expect((await download(cv, 'employerA')).bytes.equals(cvBytes)).toBe(true);
    expect(await keyOf(fresh)).toBeDefined();
    expect(await removeUnlinkedUploads(db, storage)).toEqual({ removed: 0, bytesNotDeleted: 0 });
  });
});
