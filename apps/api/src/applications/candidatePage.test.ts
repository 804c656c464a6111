import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { assignRecruiter, candidateBody, createJob, openWorld, type World } from './testing';

/** My candidates (issue 16 §1–2): the list's paging, search and status, each row's actions, and the candidate's menu. */
describe.each(testDatabases)('candidate list and menu on $name', ({ open }) => {
  let w: World;
  let job: number;
  beforeAll(async () => {
    w = await openWorld(open);
    job = await createJob(w.db, { authorId: w.ids.e1!, organizationId: w.orgs.a! });
    await assignRecruiter(w.db, job, w.ids.alice!);
  });
  afterAll(() => w.close());

  const as = (who: string) => ({
    get: (path: string) => w.call('GET', `/api${path}`, { token: w.tokens[who] }),
    post: (path: string, body: unknown = {}) => w.call('POST', `/api${path}`, { token: w.tokens[who], body }),
    del: (path: string) => w.call('DELETE', `/api${path}`, { token: w.tokens[who] }),
  });
  const create = async (who: string, firstName: string, lastName: string) =>
    (
      await as(who).post(
        '/candidate/create',
        candidateBody({ firstName, lastName, email: `${firstName}.${lastName}@example.ch`.toLowerCase(), phone: null }),
      )
    ).body.result.id as number;

  it('pages, searches and filters the consultant’s own candidates, each with its actions', async () => {
    const ids = [];
    for (const [first, last] of [
      ['Petra', 'Adler'],
      ['Paul', 'Bauer'],
      ['Pia', 'Cerny'],
      ['Peter', 'Dorn'],
      ['Paula', 'Egli'],
    ] as const)
      ids.push(await create('alice', first, last));
    await create('bob', 'Petra', 'Fremd');

    const first = await as('alice').post('/candidate/list', { page: 0, pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBe(5);
    expect(first.body.result.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Adler', 'Bauer']);
    expect(first.body.result.items[0]).toMatchObject({
      fullName: 'Petra Adler',
      status: { code: 'active' },
      actions: ['edit', 'consent', 'clone', 'delete'],
      reasons: {},
      runningApplications: 0,
    });
    const last = await as('alice').post('/candidate/list', { page: 2, pageSize: 2 });
    expect(last.body.result.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Egli']);

    const search = await as('alice').post('/candidate/list', { search: 'petra' });
    expect(search.body.result).toMatchObject({ total: 1, items: [{ fullName: 'Petra Adler' }] });

    expect((await as('alice').del(`/candidate/${ids[4]}/delete`)).status).toBe(200);
    const deleted = await as('alice').post('/candidate/list', { status: ['deleted'] });
    expect(deleted.body.result.items).toEqual([
      expect.objectContaining({
        fullName: 'Paula Egli',
        actions: ['clone'],
        reasons: { edit: 'status-not-allowed', consent: 'status-not-allowed', delete: 'status-not-allowed' },
      }),
    ]);
    const both = await as('alice').post('/candidate/list', { status: ['active', 'deleted'] });
    expect(both.body.result.total).toBe(5);
    expect((await as('alice').post('/candidate/list', { pageSize: 500 })).status).toBe(422);
  });

  it('answers the candidate’s menu: delete refused while an application runs, nothing for others', async () => {
    const id = await create('alice', 'Mira', 'Menu');
    const menu = await as('alice').get(`/candidate/${id}/menu`);
    expect(menu.status).toBe(200);
    expect(menu.body.result).toEqual({ actions: ['edit', 'consent', 'clone', 'delete'], reasons: {}, runningApplications: 0 });

    const submitted = await as('alice').post('/application/create', { jobId: job, candidateId: id, consent: true });
    expect(submitted.status).toBe(200);
    const running = await as('alice').get(`/candidate/${id}/menu`);
    expect(running.body.result).toEqual({
      actions: ['edit', 'consent', 'clone'],
      reasons: { delete: 'has-running-applications' },
      runningApplications: 1,
    });
    // The server refuses the delete the menu leaves out.
    expect((await as('alice').del(`/candidate/${id}/delete`)).status).toBe(409);
    const listed = await as('alice').post('/candidate/list', { search: 'mira' });
    expect(listed.body.result.items[0]).toMatchObject({
      actions: ['edit', 'consent', 'clone'],
      reasons: { delete: 'has-running-applications' },
    });

    // The candidate's applications, for its page.
    const apps = await as('alice').post('/application/list', { candidateId: id });
    expect(apps.body.result).toMatchObject({ total: 1, items: [{ job: { id: job }, status: { code: 'proposed' } }] });

    // Another consultant (another agency, or a colleague who does not manage it) does not see it at all.
    expect((await as('bob').get(`/candidate/${id}/menu`)).status).toBe(404);
    expect((await as('carl').get(`/candidate/${id}/menu`)).status).toBe(404);
    // The employer it was submitted to sees it, but may do nothing with it.
    const employer = await as('e1').get(`/candidate/${id}/menu`);
    expect(employer.status).toBe(200);
    expect(employer.body.result.actions).toEqual([]);
    expect(employer.body.result.reasons.edit).toBe('permission-denied');
    expect((await as('e2').get(`/candidate/${id}/menu`)).status).toBe(404);
    expect((await w.call('GET', `/api/candidate/${id}/menu`, {})).status).toBe(401);
    expect((await as('alice').get('/candidate/abc/menu')).status).toBe(422);
    expect((await as('alice').get('/candidate/999999/menu')).status).toBe(404);
    // An admin may do everything but delete it while it runs.
    expect((await as('admin').get(`/candidate/${id}/menu`)).body.result.actions).toEqual(['edit', 'consent', 'clone']);
  });

  it('answers the candidate’s documents and the signed copy of its consent, for those who may see it', async () => {
    const file = async (title: string, size: number) =>
      Number(
        (
          await w.db.query<{ id: string }>(
            `INSERT INTO files (type, title, mime_type, size, storage_key, uploaded_by)
             VALUES ('candidate-document', $1, 'application/pdf', $2, $3, $4) RETURNING id`,
            [title, size, `test/${title}`, w.ids.alice],
          )
        )[0]!.id,
      );
    const cv = await file('CV Dora.pdf', 2048);
    const reference = await file('Reference.pdf', 512);
    const signed = await file('Signed notice.pdf', 100);
    const created = await as('alice').post(
      '/candidate/create',
      candidateBody({
        firstName: 'Dora',
        lastName: 'Dokument',
        email: 'dora.dokument@example.ch',
        phone: null,
        attachments: [reference, cv],
        consent: { document: 'candidate-privacy-notice', locale: 'de', fileId: signed },
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.result.id as number;
    const documents = await as('alice').get(`/candidate/${id}/documents`);
    expect(documents.status).toBe(200);
    expect(documents.body.result).toEqual({
      attachments: [
        { id: reference, title: 'Reference.pdf', comment: null, size: 512, fullPath: `/api/file/${reference}/download` },
        { id: cv, title: 'CV Dora.pdf', comment: null, size: 2048, fullPath: `/api/file/${cv}/download` },
      ],
      consentFile: { id: signed, title: 'Signed notice.pdf', comment: null, size: 100, fullPath: `/api/file/${signed}/download` },
    });
    expect((await as('bob').get(`/candidate/${id}/documents`)).status).toBe(404);
    const bare = await as('alice').post(
      '/candidate/create',
      candidateBody({ firstName: 'Ohne', lastName: 'Dateien', email: null, phone: null, consent: null }),
    );
    expect((await as('alice').get(`/candidate/${bare.body.result.id}/documents`)).body.result).toEqual({
      attachments: [],
      consentFile: null,
    });
  });
});
