import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';

describe.each(testDatabases)('feedback to the platform on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });

  it('is stored, mailed to each admin in their language and listed for admins only', async () => {
    // The admin reads German.
    await w.db.query("UPDATE users SET locale = 'de' WHERE id = $1", [w.ids.admin]);
    const sent = await call('r1', 'POST', '/user/feedback/create', {
      subject: 'Export of the candidate list',
      category: 'feature-request',
      message: 'Please let me export the shortlist.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result).toMatchObject({
      subject: 'Export of the candidate list',
      category: 'feature-request',
      message: 'Please let me export the shortlist.',
      user: { id: w.ids.r1, email: 'r1@test.example' },
    });
    const noSubject = await call('author', 'POST', '/user/feedback/create', { subject: '  ', message: 'Broken button' });
    expect(noSubject.body.result).toMatchObject({ subject: null, category: null });

    const mails = await w.db.query<{ to_address: string; subject: string; body_text: string }>(
      "SELECT to_address, subject, body_text FROM mail_outbox WHERE kind = 'product-feedback' ORDER BY id",
    );
    expect(mails.map((m) => m.to_address)).toEqual(['admin@test.example', 'admin@test.example']);
    expect(mails[0]!.subject).toBe('Feedback: Export of the candidate list');
    expect(mails[0]!.body_text).toContain('Kategorie: Idee oder Wunsch');
    expect(mails[0]!.body_text).toContain('Please let me export the shortlist.');
    expect(mails[1]!.subject).toBe('Feedback: (ohne Betreff)');

    const list = await call('admin', 'POST', '/user/feedback/list', {});
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.items.map((f: { message: string }) => f.message)).toEqual([
      'Broken button',
      'Please let me export the shortlist.',
    ]);
    expect((await call('admin', 'POST', '/user/feedback/list', { page: 1, pageSize: 1 })).body.result.items).toHaveLength(1);
    expect((await call('author', 'POST', '/user/feedback/list', {})).status).toBe(403);
    expect((await call('r1', 'POST', '/user/feedback/list', {})).status).toBe(403);
  });

  it('refuses a missing message and an unknown category with field errors, storing and mailing nothing', async () => {
    const before = await w.db.query('SELECT (SELECT count(*) FROM product_feedback) AS f, (SELECT count(*) FROM mail_outbox) AS m');
    const empty = await call('author', 'POST', '/user/feedback/create', { subject: 'x', message: ' ' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['message']);
    const unknown = await call('author', 'POST', '/user/feedback/create', { category: 'spam', message: 'x' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['category']);
    expect((await w.call('POST', '/api/user/feedback/create', { body: { message: 'x' } })).status).toBe(401);
    expect(await w.db.query('SELECT (SELECT count(*) FROM product_feedback) AS f, (SELECT count(*) FROM mail_outbox) AS m')).toEqual(
      before,
    );
  });
});
