import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeStoredRichText } from '../db/richTextMigration';
import { migrate, migrationsDir } from '../db/migrate';
import { testDatabases } from '../testing/databases';
import { editorDocuments, richTextViolations } from '../testing/richTextChecks';
import { mutatedVectors, xssVectors } from '@mandate/domain/testing';
import { jobWorld, type JobWorld } from './testWorld';

/** The XSS corpus sent over HTTP: every vector alone, and 1,000 seeded mutations in groups of 25. */
const mutated = mutatedVectors(1000, 20);
const payloads = [...xssVectors, ...Array.from({ length: 40 }, (_, i) => mutated.slice(i * 25, i * 25 + 25).join(''))];

describe.each(testDatabases)('rich text on $name (issue 20 §3)', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const as = (who: string) => ({ token: w.tokens[who] });

  it('stores and serves the issue’s description sanitised', async () => {
    const description = '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const created = await w.call('POST', '/api/job/create', { ...as('author'), body: { title: 'XSS', description } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const view = await w.call('GET', `/api/job/${created.body.result.id}/view`, as('author'));
    expect(view.body.result.description).toBe('<p>ok</p><span>x</span>');
    const [row] = await w.db.query<{ description: string }>('SELECT description FROM jobs WHERE id = $1', [created.body.result.id]);
    expect(row!.description).toBe('<p>ok</p><span>x</span>');
  });

  it('lets no vector of the corpus survive in the vacancy description and requirements, stored or served', async () => {
    const survived: string[] = [];
    let refused = 0;
    for (const [i, payload] of payloads.entries()) {
      const created = await w.call('POST', '/api/job/create', { ...as('author'), body: { title: `XSS ${i}`, description: payload } });
      if (created.status === 422) {
        // Control characters (a vector starts with U+0001) are refused before sanitising: nothing is stored.
        expect(Object.keys(created.body.errors)).toEqual(['description']);
        refused++;
        continue;
      }
      expect(created.status, `${payload} ${JSON.stringify(created.body)}`).toBe(200);
      const id = created.body.result.id as number;
      const edited = await w.call('PUT', `/api/job/${id}/edit`, { ...as('author'), body: { requirements: payload } });
      expect(edited.status, `${payload} ${JSON.stringify(edited.body)}`).toBe(200);
      const view = await w.call('GET', `/api/job/${id}/view`, as('author'));
      const [row] = await w.db.query<{ description: string | null; requirements: string | null }>(
        'SELECT description, requirements FROM jobs WHERE id = $1',
        [id],
      );
      for (const text of [view.body.result.description, view.body.result.requirements, row!.description, row!.requirements]) {
        if (text !== null && richTextViolations(text).length > 0) survived.push(payload);
      }
    }
    expect(payloads.length).toBe(xssVectors.length + 40);
    // 147 sent: those with control characters are refused whole (27), the others are stored sanitised.
    expect(payloads.length - refused).toBeGreaterThan(100);
    expect(survived).toEqual([]);
  });

  it('lets no vector survive in a shared note (required: a note left empty is refused)', async () => {
    const jobId = await w.job('active');
    const survived: string[] = [];
    let refused = 0;
    for (const payload of payloads) {
      const note = await w.call('POST', '/api/job/shared-note/create', { ...as('author'), body: { jobId, content: payload } });
      if (note.status === 422) {
        expect(note.body.errors).toHaveProperty('content');
        refused++;
        continue;
      }
      expect(note.status, payload).toBe(200);
      if (richTextViolations(note.body.result.content).length > 0) survived.push(payload);
    }
    const list = await w.call('GET', `/api/job/shared-note/list?jobId=${jobId}`, as('author'));
    const stored = await w.db.query<{ content: string }>('SELECT content FROM job_shared_notes WHERE job_id = $1', [jobId]);
    expect(list.body.result.items.length + refused).toBe(payloads.length);
    for (const text of [...list.body.result.items.map((n: { content: string }) => n.content), ...stored.map((r) => r.content)]) {
      if (richTextViolations(text).length > 0) survived.push(text);
    }
    expect(survived).toEqual([]);
    // Only a script: nothing is left, so the required note is missing.
    const empty = await w.call('POST', '/api/job/shared-note/create', {
      ...as('author'),
      body: { jobId, content: '<script>alert(1)</script>' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('content');
  });

  it('passes the editor’s documents through unchanged, in a description, a note and a template', async () => {
    const jobId = await w.job('active');
    for (const html of editorDocuments) {
      const created = await w.call('POST', '/api/job/create', { ...as('author'), body: { title: 'Editor', description: html } });
      expect(created.body.result.description).toBe(html);
      const view = await w.call('GET', `/api/job/${created.body.result.id}/view`, as('author'));
      expect(view.body.result.description).toBe(html);
      const note = await w.call('POST', '/api/job/shared-note/create', { ...as('author'), body: { jobId, content: html } });
      expect(note.body.result.content).toBe(html);
    }
    const template = await w.call('PUT', '/api/notification-template/invite/en/edit', {
      ...as('admin'),
      body: { subject: 'Invitation', body: `${editorDocuments[0]}<script>alert(1)</script>{{comment}}` },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(200);
    expect(template.body.result.body).toBe(`${editorDocuments[0]}{{comment}}`);
  });

  it('cleans the rows stored before the sanitiser once, by a script migration', async () => {
    const jobId = await w.job('active', 'author', { description: '<p>old</p><script>alert(1)</script>', requirements: '<p><br></p>' });
    const [note] = await w.db.query<{ id: string }>(
      'INSERT INTO job_shared_notes (job_id, author_id, content) VALUES ($1, $2, \'<p onclick="alert(1)">n</p><img src=x onerror=alert(2)>\') RETURNING id',
      [jobId, w.ids.author],
    );
    const clean = editorDocuments[4]!;
    const untouched = await w.job('active', 'author', { description: clean });
    // As if the database predated the migration.
    await w.db.query("DELETE FROM schema_migrations WHERE name = '0014_sanitize_rich_text.ts'");
    expect(await migrate(w.db, migrationsDir, [])).toEqual([]);
    expect(await migrate(w.db)).toEqual(['0014_sanitize_rich_text.ts']);
    const [job] = await w.db.query<{ description: string; requirements: string | null }>(
      'SELECT description, requirements FROM jobs WHERE id = $1',
      [jobId],
    );
    expect(job).toEqual({ description: '<p>old</p>', requirements: null });
    const [stored] = await w.db.query<{ content: string }>('SELECT content FROM job_shared_notes WHERE id = $1', [note!.id]);
    expect(stored!.content).toBe('<p>n</p>');
    const [kept] = await w.db.query<{ description: string }>('SELECT description FROM jobs WHERE id = $1', [untouched]);
    expect(kept!.description).toBe(clean);
    // Once only; a second pass would find nothing to change.
    expect(await migrate(w.db)).toEqual([]);
    expect(await sanitizeStoredRichText(w.db)).toBe(0);
  });
});
