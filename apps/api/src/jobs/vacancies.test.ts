import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { downloadSheet, rowValues } from '../testing/spreadsheet';
import { jobWorld, type JobWorld } from './testWorld';

describe.each(testDatabases)('vacancies on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());

  const as = (who: string) => ({ token: w.tokens[who] });
  const base = () => `http://127.0.0.1:${(w.app.server.address() as { port: number }).port}`;

  /** The German terms of `POST /job/tos`, accepted: what publishing takes. */
  const acceptedTerms = { comment: null, terms: { accepted: true, locale: 'de', revision: '2018-05-25' } };

  it('creates a draft, publishes it with a log row, and lists, views and edits it', async () => {
    const created = await w.call('POST', '/api/job/create', {
      ...as('author'),
      body: {
        title: ' Head of Finance ',
        countryCode: 'ch',
        city: 'Zürich',
        sectors: ['finance'],
        successFeePercentage: 22,
        positionCount: 2,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const job = created.body.result;
    expect(job).toMatchObject({
      title: 'Head of Finance',
      status: { code: 'draft' },
      authoredBy: { id: w.ids.author, organization: { id: w.orgs.company } },
      place: { city: 'Zürich', country: { code: 'CH' } },
      successFeePercentage: 22,
      positionCount: 2,
    });
    // Strangers and consultants do not see a draft.
    expect((await w.call('GET', `/api/job/${job.id}/view`, as('stranger'))).status).toBe(404);
    expect((await w.call('GET', `/api/job/${job.id}/view`, as('r1'))).status).toBe(404);
    // A colleague without the organisation permission may not publish (403 with the domain reason).
    const colleague = await w.call('PUT', `/api/job/${job.id}/publish`, { ...as('colleague'), body: acceptedTerms });
    expect(colleague.status).toBe(404);
    const manager = await w.call('GET', `/api/job/${job.id}/menu`, as('manager'));
    expect(manager.body.result.job).toContain('pay-for-publication');

    // Publishing takes the terms accepted: without them, or of an older revision, nothing is published.
    const unaccepted = await w.call('PUT', `/api/job/${job.id}/publish`, { ...as('author'), body: {} });
    expect(unaccepted.status).toBe(422);
    expect(Object.keys(unaccepted.body.errors)).toEqual(['terms']);
    const ticked = await w.call('PUT', `/api/job/${job.id}/publish`, {
      ...as('author'),
      body: { terms: { ...acceptedTerms.terms, accepted: false } },
    });
    expect(Object.keys(ticked.body.errors)).toEqual(['terms.accepted']);
    const stale = await w.call('PUT', `/api/job/${job.id}/publish`, {
      ...as('author'),
      body: { terms: { ...acceptedTerms.terms, revision: '2017-01-01' } },
    });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      'The terms and conditions have changed. Please read the current ones and accept them again.',
    ]);
    expect((await w.call('GET', `/api/job/${job.id}/view`, as('author'))).body.result.status.code).toBe('draft');

    const published = await w.call('PUT', `/api/job/${job.id}/publish`, { ...as('author'), body: acceptedTerms });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.result).toMatchObject({ status: { code: 'active' } });
    expect(published.body.result.publicationDate).toBeTruthy();
    // The acceptance is kept with the publication: who, when, which terms.
    const entries = (await w.call('GET', `/api/job/${job.id}/history`, as('author'))).body.result.items;
    const publication = entries.find((entry: { action: string }) => entry.action === 'pay-for-publication');
    expect(publication).toMatchObject({
      actor: { id: w.ids.author },
      details: { terms: { accepted: true, locale: 'de', revision: '2018-05-25', url: '/documents/terms-de-2018-05-25.pdf' } },
    });
    expect(Date.parse(publication.creationDate)).toBeGreaterThan(Date.now() - 60_000);
    const again = await w.call('PUT', `/api/job/${job.id}/publish`, { ...as('author'), body: acceptedTerms });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This is not possible in the current status.');
    const german = await w.call('PUT', `/api/job/${job.id}/publish`, { ...as('author'), body: acceptedTerms, locale: 'de' });
    expect(german.body.message).toBe('Im aktuellen Status ist dies nicht möglich.');

    const list = await w.call('POST', '/api/job/list', { ...as('r1'), body: { search: 'financ' } });
    expect(list.status).toBe(200);
    expect(list.body.result.items.map((i: { id: number }) => i.id)).toEqual([job.id]);
    // The list's dates (formatted by the database) are the view's (formatted from the driver's Date).
    const view = await w.call('GET', `/api/job/${job.id}/view`, as('r1'));
    const dates = (item: Record<string, unknown>) => [item.creationDate, item.publicationDate, item.updateDate];
    expect(dates(list.body.result.items[0])).toEqual(dates(view.body.result));
    expect(dates(view.body.result).every((d) => typeof d === 'string' && new Date(d).toISOString() === d)).toBe(true);
    expect((await w.call('POST', '/api/job/list', { ...as('stranger'), body: {} })).body.result.total).toBe(0);

    const menu = await w.call('GET', `/api/job/${job.id}/menu`, as('author'));
    expect(menu.body.result.job).toEqual(expect.arrayContaining(['hold', 'cancel', 'edit', 'invite']));
    expect(menu.body.result.reasons['reopen']).toBe('status-not-allowed');
    const r1menu = await w.call('GET', `/api/job/${job.id}/menu`, as('r1'));
    expect(r1menu.body.result.jobRecruiter).toEqual(['request']);

    const edited = await w.call('PUT', `/api/job/${job.id}/edit`, {
      ...as('author'),
      body: { title: 'CFO', salaryMin: 100, salaryMax: 200 },
    });
    expect(edited.body.result).toMatchObject({ title: 'CFO', salary: { min: 100, max: 200 } });
    const upside = await w.call('PUT', `/api/job/${job.id}/edit`, { ...as('author'), body: { salaryMin: 300 } });
    expect(upside.status).toBe(422);
    expect(upside.body.errors).toHaveProperty('salaryMax');
    expect((await w.call('PUT', `/api/job/${job.id}/edit`, { ...as('stranger'), body: { title: 'x' } })).status).toBe(404);

    const logs = await w.call('GET', `/api/job/${job.id}/history`, as('author'));
    expect(logs.body.result.items.map((l: { action: string; status: { code: string } }) => `${l.action}:${l.status.code}`)).toEqual([
      'create:draft',
      'pay-for-publication:active',
    ]);
    expect(logs.body.result.items[1]).toMatchObject({ fromStatus: { code: 'draft' }, actionUser: { id: w.ids.author } });
  });

  it('validates every input: 422 in the error shape, never 500', async () => {
    const bad = await w.call('POST', '/api/job/create', { ...as('author'), body: { title: '', positionCount: -1, salaryCurrency: 'yen' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'positionCount', 'salaryCurrency']));
    expect((await w.call('POST', '/api/job/create', { ...as('r1'), body: { title: 'x' } })).status).toBe(403);
    expect((await w.call('POST', '/api/job/create', { body: { title: 'x' } })).status).toBe(401);
    expect((await w.call('GET', '/api/job/abc/view', as('author'))).status).toBe(422);
    expect((await w.call('POST', '/api/job/list', { ...as('author'), body: { statuses: ['nope'] } })).status).toBe(422);
  });

  it('holds with a reason, reactivates, cancels with ratings in one transaction with mails; admins reopen and reactivate', async () => {
    const id = await w.job('active');
    await w.db.query("INSERT INTO job_recruiters (job_id, recruiter_id, status) VALUES ($1, $2, 'accepted')", [id, w.ids.r1]);
    await w.db.query('UPDATE jobs SET accepted_recruiters_count = 1 WHERE id = $1', [id]);
    expect((await w.call('PUT', `/api/job/${id}/on-hold`, { ...as('author'), body: {} })).body.errors).toHaveProperty('reason');
    const mailsBefore = (await w.db.query('SELECT id FROM mail_outbox')).length;
    const held = await w.call('PUT', `/api/job/${id}/on-hold`, { ...as('author'), body: { reason: 'hiring-freeze', comment: 'Budget' } });
    expect(held.body.result.status.code).toBe('on-hold');
    const mails = await w.db.query<{ to_address: string; kind: string }>('SELECT to_address, kind FROM mail_outbox WHERE id > $1', [0]);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ to_address: 'r1@test.example', kind: 'job-hold' });
    expect((await w.call('PUT', `/api/job/${id}/reactivate`, { ...as('author'), body: {} })).body.result.status.code).toBe('active');

    // A rating for a consultant not on the vacancy refuses the whole cancel.
    const wrong = await w.call('PUT', `/api/job/${id}/cancel`, {
      ...as('author'),
      body: { cancelReason: 'other', ratings: [{ user: { id: w.ids.r2 }, rating: 4 }] },
    });
    expect(wrong.status).toBe(422);
    expect((await w.db.query('SELECT * FROM recruiter_ratings')).length).toBe(0);
    // Only admins may suppress notifications.
    const suppress = await w.call('PUT', `/api/job/${id}/cancel`, {
      ...as('author'),
      body: { cancelReason: 'other', suppressNotifications: true },
    });
    expect(suppress.status).toBe(422);
    const cancelled = await w.call('PUT', `/api/job/${id}/cancel`, {
      ...as('author'),
      body: {
        cancelReason: 'other',
        comment: 'Filled internally',
        sendCopyToEmployer: true,
        ratings: [{ user: { id: w.ids.r1 }, rating: 4.5 }],
      },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result.status.code).toBe('cancelled');
    const [rating] = await w.db.query<{ rating: string; context: string }>(
      'SELECT rating, context FROM recruiter_ratings WHERE job_id = $1',
      [id],
    );
    expect(rating).toMatchObject({ context: 'cancel' });
    expect(Number(rating!.rating)).toBe(4.5);
    const [log] = await w.db.query<{ reason: string; comment: string; from_status: string }>(
      "SELECT reason, comment, from_status FROM status_logs WHERE entity_id = $1 AND entity_type = 'job' AND action = 'cancel'",
      [id],
    );
    expect(log).toEqual({ reason: 'other', comment: 'Filled internally', from_status: 'active' });
    const cancelMails = await w.db.query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE kind = 'job-cancel' ORDER BY id",
    );
    expect(cancelMails.map((m) => m.to_address)).toEqual(['r1@test.example', 'author@test.example']);

    // Reactivating a cancelled vacancy is for admins only (403 with the domain reason).
    const own = await w.call('PUT', `/api/job/${id}/reactivate`, { ...as('author'), body: {} });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Only an administrator can do this now.');
    expect((await w.call('PUT', `/api/job/${id}/reactivate`, { ...as('admin'), body: {} })).body.result.status.code).toBe('active');
    await w.db.query("UPDATE jobs SET status = 'closed' WHERE id = $1", [id]);
    expect((await w.call('PUT', `/api/job/${id}/reopen`, { ...as('admin'), body: {} })).body.result.status.code).toBe('active');
  });

  it('toggles favourites and accepting flags, deletes drafts, delegates within the organisation', async () => {
    const id = await w.job('active');
    expect((await w.call('PUT', `/api/job/${id}/toggle-favorite`, as('author'))).body.result.isFavorite).toBe(true);
    const favs = await w.call('POST', '/api/job/list', { ...as('author'), body: { favouritesOnly: true } });
    expect(favs.body.result.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await w.call('PUT', `/api/job/${id}/toggle-favorite`, as('author'))).body.result.isFavorite).toBe(false);
    expect(
      (await w.call('PUT', `/api/job/${id}/accepting-candidates`, { ...as('author'), body: {} })).body.result.acceptingCandidates,
    ).toBe(false);
    expect(
      (await w.call('PUT', `/api/job/${id}/accepting-headhunters`, { ...as('author'), body: { value: false } })).body.result
        .acceptingRecruiters,
    ).toBe(false);

    const draft = await w.job('draft');
    expect((await w.call('DELETE', `/api/job/${id}/delete-draft`, as('author'))).status).toBe(409);
    expect((await w.call('DELETE', `/api/job/${draft}/delete-draft`, as('author'))).body.result.status.code).toBe('deleted-draft');
    const listed = await w.call('POST', '/api/job/list', { ...as('author'), body: { pageSize: 200 } });
    expect(listed.body.result.items.map((i: { id: number }) => i.id)).not.toContain(draft);

    expect(
      (await w.call('POST', `/api/job/${id}/delegate`, { ...as('author'), body: { fromUser: w.ids.author, toUser: w.ids.stranger } }))
        .status,
    ).toBe(422);
    expect(
      (await w.call('POST', `/api/job/${id}/delegate`, { ...as('author'), body: { fromUser: w.ids.colleague, toUser: w.ids.manager } }))
        .status,
    ).toBe(422);
    const delegated = await w.call('POST', `/api/job/${id}/delegate`, {
      ...as('author'),
      body: { fromUser: w.ids.author, toUser: w.ids.colleague },
    });
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    expect(delegated.body.result.authoredBy.id).toBe(w.ids.colleague);
    // The former author no longer owns it.
    expect((await w.call('PUT', `/api/job/${id}/edit`, { ...as('author'), body: { title: 'x' } })).status).toBe(404);
    expect((await w.call('PUT', `/api/job/${id}/edit`, { ...as('colleague'), body: { title: 'Mine now' } })).body.result.title).toBe(
      'Mine now',
    );
  });

  it('shares notes, refuses shortlists without candidates, answers statistics, filters, fee, terms and the public list', async () => {
    const id = await w.job('active', 'author', { title: 'Chemist', countryCode: 'DE', sectors: ['pharma'], successFeePercentage: 25 });
    const note = await w.call('POST', '/api/job/shared-note/create', { ...as('author'), body: { jobId: id, content: '<p>Hi</p>' } });
    expect(note.status).toBe(200);
    expect((await w.call('POST', '/api/job/shared-note/create', { ...as('r1'), body: { jobId: id, content: '<p>x</p>' } })).status).toBe(
      403,
    );
    expect(
      (await w.call('PUT', `/api/job/shared-note/${note.body.result.id}/edit`, { ...as('author'), body: { content: '<p>Hello</p>' } })).body
        .result.content,
    ).toBe('<p>Hello</p>');
    expect((await w.call('GET', `/api/job/shared-note/list?jobId=${id}`, as('author'))).body.result.total).toBe(1);

    const shortlist = await w.call('POST', `/api/job/${id}/shortlist/create`, {
      ...as('author'),
      body: { recipients: [w.ids.lineManager] },
    });
    expect(shortlist.status).toBe(409);
    expect(shortlist.body.message).toBe('The vacancy has no candidates yet.');
    await w.db.query('UPDATE jobs SET candidates_count = 1 WHERE id = $1', [id]);
    const made = await w.call('POST', `/api/job/${id}/shortlist/create`, {
      ...as('author'),
      body: { recipients: [w.ids.lineManager], comment: 'Please' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await w.call('GET', `/api/job/shortlist/${made.body.result.id}/view`, as('lineManager'))).status).toBe(200);
    expect((await w.call('GET', `/api/job/shortlist/${made.body.result.id}/view`, as('stranger'))).status).toBe(404);

    const stats = await w.call('POST', '/api/job/statistics', { ...as('author'), body: {} });
    expect(stats.body.result.byStatus.active).toBeGreaterThan(0);
    const filters = await w.call('POST', '/api/job/filters-list', { ...as('author'), body: {} });
    expect(filters.body.result.sectors).toEqual(expect.arrayContaining([{ code: 'pharma', count: 1 }]));
    const fee = await w.call('POST', '/api/job/success-fee', { ...as('author'), body: { jobId: id, totalCompensation: 100_001 } });
    expect(fee.body.result).toMatchObject({ recruitmentFee: 25_000, revenueSplit: { code: 'standard-25', percentage: 25 } });
    expect((await w.call('POST', '/api/job/tos', { ...as('author'), body: { locale: 'de' } })).body.result.revision).toBe('2018-05-25');
    const pub = await w.call('GET', '/api/job/public-list?search=chemist&pageSize=5');
    expect(pub.status).toBe(200);
    expect(pub.body.result.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(pub.body.result.items[0]).not.toHaveProperty('successFeePercentage');
  });

  it('exports the list as an xlsx workbook', async () => {
    const response = await w.app.inject({ method: 'POST', url: '/api/job/export', headers: { token: w.tokens.author! }, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vacancies.xlsx"');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await w.app.inject({ method: 'POST', url: '/api/job/export/monitoring', headers: { token: w.tokens.author! }, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('exports the list with its header, typed cells and every row, in the list’s order (read back with ExcelJS)', async () => {
    const body = { sortBy: 'title', sortOrder: 'ASC' };
    const list = await w.call('POST', '/api/job/list', { ...as('author'), body: { ...body, pageSize: 100 } });
    const { sheet, headers } = await downloadSheet(`${base()}/api/job/export`, { token: w.tokens.author!, body, locale: 'de' });
    expect(headers.get('content-disposition')).toBe('attachment; filename="vacancies.xlsx"');
    expect(sheet!.name).toBe('Vakanzen');
    expect(rowValues(sheet!, 1)).toEqual([
      'ID',
      'Titel',
      'Referenz',
      'Status',
      'Autor/in',
      'Organisation',
      'Ort',
      'Land',
      'Positionen',
      'Besetzungen',
      'Berater/innen',
      'Kandidaten',
      'Erstellt',
      'Veröffentlicht',
    ]);
    const items = list.body.result.items as { id: number; title: string; creationDate: string; positionCount: number }[];
    expect(items.length).toBeGreaterThan(1);
    expect(sheet!.actualRowCount).toBe(items.length + 1);
    expect(sheet!.getColumn(1).values.slice(2)).toEqual(items.map((i) => i.id));
    const first = sheet!.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(items[0]!.title);
    expect(first.getCell(9).value).toBe(items[0]!.positionCount);
    expect(first.getCell(13).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(13).value).toEqual(new Date(items[0]!.creationDate));
    // The monitoring export sees every vacancy; the admin may run it.
    const monitoring = await downloadSheet(`${base()}/api/job/export/monitoring`, { token: w.tokens.admin! });
    expect(monitoring.headers.get('content-disposition')).toBe('attachment; filename="vacancies-monitoring.xlsx"');
    expect(rowValues(monitoring.sheet!, 1)[1]).toBe('Title');
    expect(monitoring.sheet!.actualRowCount).toBeGreaterThanOrEqual(items.length + 1);
  });
});
