import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createUser, listenForTest, signIn, type TestCall, type TestResponse } from '../testing/fixtures';
import { addFileReadRule } from './access';
import { LocalFileStorage } from './storage';
import { MAX_UPLOAD_BYTES } from './types';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** Only files and their stored bytes are compared: the rest of the data folder is not ours. */
function listFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe.each(testDatabases)('files on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let base: string;
  let root: string;
  const tokens: Record<string, string> = {};

  async function upload(parts: Part[], query: string, token?: string, locale?: string) {
    const form = new FormData();
    for (const part of parts) {
      if (part.filename !== undefined) {
        form.append(part.name ?? 'file', new Blob([part.content], { type: part.type ?? '' }), part.filename);
      } else form.append(part.name!, String(part.content));
    }
    const headers: Record<string, string> = {};
    if (token) headers.token = token;
    if (locale) headers.locale = locale;
    const response = await fetch(`${base}/api/file/upload${query}`, { method: 'POST', body: form, headers });
    const body: TestResponse['body'] = await response.json();
    return { status: response.status, body };
  }

  async function download(id: number | string, token?: string, viaQuery = false) {
    const headers: Record<string, string> = {};
    if (token && !viaQuery) headers.token = token;
    const query = token && viaQuery ? `?token=${encodeURIComponent(token)}` : '';
    return fetch(`${base}/api/file/${id}/download${query}`, { headers });
  }

  beforeAll(async () => {
    db = await open();
    root = mkdtempSync(path.join(os.tmpdir(), 'mandate-files-test-'));
    for (const [username, roles] of [
      ['owner@example.com', ['recruiter']],
      ['other@example.com', ['recruiter']],
      ['employer@example.com', ['employer']],
      ['admin@example.com', ['sales-admin']],
    ] as const) {
      await createUser(db, { username, password: 'secret password', roles: [...roles] });
    }
    ({ app, base, call } = await listenForTest({
      db,
      authRateLimit: { max: 1000, timeWindow: 60_000 },
      fileStorage: new LocalFileStorage(root),
    }));
    for (const who of ['owner', 'other', 'employer', 'admin']) {
      tokens[who] = await signIn(call, `${who}@example.com`, 'secret password');
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('uploads a document and answers the file fields; the uploader downloads the same bytes', async () => {
    const response = await upload(
      [
        { filename: 'Lebenslauf Müller.pdf', type: 'application/pdf', content: PDF },
        { name: 'comment', content: 'CV, March' },
      ],
      '?type=candidate-document&meta=%7B%22candidate%22%3A3%7D',
      tokens.owner,
    );
    expect(response.status).toBe(200);
    const file = response.body.result;
    expect(file).toEqual({
      id: expect.any(Number),
      title: 'Lebenslauf Müller.pdf',
      comment: 'CV, March',
      size: PDF.length,
      fullPath: `/api/file/${file.id}/download`,
    });
    const [row] = await db.query<{ meta: string; mime_type: string }>('SELECT meta, mime_type FROM files WHERE id = $1', [file.id]);
    expect(row).toEqual({ meta: '{"candidate":3}', mime_type: 'application/pdf' });

    const got = await download(file.id, tokens.owner);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
    // A link the browser opens carries the token in the query.
    expect((await download(file.id, tokens.owner, true)).status).toBe(200);
  });

  it('lets the uploader and admins download, refuses others (403), anonymous (401) and unknown ids (404)', async () => {
    const { body } = await upload(
      [{ filename: 'cv.pdf', type: 'application/pdf', content: PDF }],
      '?type=candidate-document',
      tokens.owner,
    );
    const id = body.result.id;
    expect((await download(id, tokens.admin)).status).toBe(200);
    const other = await download(id, tokens.other);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: 'Access denied' });
    expect((await download(id, tokens.employer)).status).toBe(403);
    expect((await download(id)).status).toBe(401);
    expect((await download(id, 'forged', true)).status).toBe(401);
    const missing = await download(999999, tokens.admin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'This file does not exist.' });
    expect((await download('abc', tokens.admin)).status).toBe(422);
  });

  it('lets a module grant access through a read rule (canReadFile hook)', async () => {
    const { body } = await upload(
      [{ filename: 'cv.pdf', type: 'application/pdf', content: PDF }],
      '?type=candidate-document',
      tokens.owner,
    );
    const id = body.result.id;
    await db.query("UPDATE files SET owner_type = 'application', owner_id = 7 WHERE id = $1", [id]);
    const employerId = Number((await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'employer@example.com'"))[0]!.id);
    const remove = addFileReadRule(({ user, file }) => file.ownerType === 'application' && file.ownerId === 7 && user.id === employerId);
    try {
      expect((await download(id, tokens.employer)).status).toBe(200);
      expect((await download(id, tokens.other)).status).toBe(403);
    } finally {
      remove();
    }
    expect((await download(id, tokens.employer)).status).toBe(403);
  });

  it('shows avatars inline to anyone signed in', async () => {
    const { status, body } = await upload([{ filename: 'me.png', type: 'image/png', content: PNG }], '?type=avatar', tokens.owner);
    expect(status).toBe(200);
    const got = await download(body.result.id, tokens.employer);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await download(body.result.id)).status).toBe(401);
  });

  it('refuses files of the wrong type with the spec’s message, by extension, content type and content', async () => {
    const before = listFiles(root).length;
    const { n: rowsBefore } = (await db.query<{ n: string }>('SELECT count(*) AS n FROM files'))[0]!;
    const cases: Part[] = [
      { filename: 'photo.png', type: 'image/png', content: PNG }, // an image is no candidate document
      { filename: 'cv.exe', type: 'application/pdf', content: PDF },
      { filename: 'cv.pdf', type: 'text/html', content: PDF },
      { filename: 'cv.pdf', type: 'application/pdf', content: '<html><script>alert(1)</script></html>' },
      { filename: 'cv', type: 'application/pdf', content: PDF },
    ];
    for (const part of cases) {
      const response = await upload([part], '?type=candidate-document', tokens.owner);
      expect(response.status, part.filename).toBe(422);
      expect(response.body.message).toBe('File has invalid type. Only pdf, doc, docx files are allowed.');
      expect(response.body.errors).toEqual({ file: response.body.message });
    }
    const de = await upload([{ filename: 'x.gif', type: 'image/gif', content: 'GIF89a' }], '?type=candidate-document', tokens.owner, 'de');
    expect(de.body.message).toBe('Die Datei hat einen ungültigen Typ. Nur pdf, doc, docx-Dateien sind erlaubt.');
    const { n: rowsAfter } = (await db.query<{ n: string }>('SELECT count(*) AS n FROM files'))[0]!;
    expect(rowsAfter).toBe(rowsBefore);
    expect(listFiles(root).length).toBe(before);
  });

  it('refuses a file over 20 MB with the spec’s message and keeps nothing of it', async () => {
    const before = listFiles(root).length;
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x20);
    PDF.copy(big);
    const response = await upload([{ filename: 'huge.pdf', type: 'application/pdf', content: big }], '?type=attachment', tokens.owner);
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/^The file huge\.pdf has 21(\.\d)? MB that exceeds the maximum allowed size of 20 MB$/);
    expect(response.body.errors.file).toBe(response.body.message);
    expect(listFiles(root).length).toBe(before);
    const de = await upload([{ filename: 'huge.pdf', type: 'application/pdf', content: big }], '?type=attachment', tokens.owner, 'de');
    expect(de.body.message).toMatch(/^Die Datei huge\.pdf hat 21(\.\d)? MB und überschreitet die maximal erlaubte Größe von 20 MB$/);
  }, 60_000);

  it('refuses more than one file, no file, a broken form, an unknown type and anonymous uploads', async () => {
    const two = await upload(
      [
        { filename: 'a.pdf', type: 'application/pdf', content: PDF },
        { filename: 'b.pdf', type: 'application/pdf', content: PDF, name: 'second' },
      ],
      '?type=attachment',
      tokens.owner,
    );
    expect(two.status).toBe(422);
    expect(two.body.message).toBe('Allowed to upload a maximum of 1 files');

    const none = await upload([{ name: 'comment', content: 'no file' }], '?type=attachment', tokens.owner);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: 'Please choose a file to upload.' });

    const json = await call('POST', '/api/file/upload?type=attachment', { body: { file: 'x' }, token: tokens.owner });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'Error during the file upload', errors: { file: 'Error during the file upload' } });
    const jsonDe = await call('POST', '/api/file/upload?type=attachment', { body: { file: 'x' }, token: tokens.owner, locale: 'de' });
    expect(jsonDe.body.message).toBe('Fehler beim Hochladen der Datei');

    const broken = await fetch(`${base}/api/file/upload?type=attachment`, {
      method: 'POST',
      headers: { token: tokens.owner!, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);

    const unknown = await upload([{ filename: 'a.pdf', type: 'application/pdf', content: PDF }], '?type=weird', tokens.owner);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.type).toMatch(/^Unknown upload type\. Use one of: avatar, logo, /);
    const missingType = await upload([{ filename: 'a.pdf', type: 'application/pdf', content: PDF }], '', tokens.owner);
    expect(missingType.status).toBe(422);
    expect(missingType.body.errors).toHaveProperty('type');

    const anonymous = await upload([{ filename: 'a.pdf', type: 'application/pdf', content: PDF }], '?type=attachment');
    expect(anonymous.status).toBe(401);
    const { n } = (await db.query<{ n: string }>("SELECT count(*) AS n FROM files WHERE title IN ('a.pdf', 'b.pdf')"))[0]!;
    expect(Number(n)).toBe(0);
  });
});
