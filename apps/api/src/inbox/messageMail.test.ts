/**
 * E-mail about new messages (issue 17 point 1, decision 0034), over HTTP on both databases: a mail
 * per message to participants who are not online (no open event stream) and chose `immediately`,
 * in their language; none to the sender, to online, blocked or `never` users; the `daily` digest
 * lists the unread threads once a day and nothing when every thread is read.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';
import { openStream } from '../testing/sse';
import { digestDayOf, sendMessageDigests } from './inbox.mail';

describe.each(testDatabases)('e-mail about new messages on $name', ({ open }) => {
  let w: JobWorld;
  let base: string;
  beforeAll(async () => {
    w = await jobWorld(await open());
    base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown) => w.call(method, `/api${path}`, { token: w.tokens[who], body });
  const mails = (who: string, kind: 'message-new' | 'message-digest') =>
    w.db.query<{ subject: string; body_text: string }>(
      'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id',
      [`${who === 'lineManager' ? 'lm' : who}@test.example`, kind],
    );
  const setMail = (who: string, messageMail: unknown) => call(who, 'PUT', `/user/${w.ids[who]}/settings/edit`, { messageMail });
  const thread = async (from: string, to: string[], subject: string, content = '<p>Hello <strong>there</strong></p>') => {
    const created = await call(from, 'POST', '/inbox/thread/create', {
      participants: to.map((who) => ({ id: w.ids[who] })),
      subject,
      message: { content, attachments: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.result.id as number;
  };
  const presence = async (who: string) =>
    Number((await w.db.query<{ n: string }>('SELECT count(*) AS n FROM live_presence WHERE user_id = $1', [w.ids[who]]))[0]!.n);

  it('keeps the choice in the settings: immediately by default, one of three, refused otherwise', async () => {
    const view = await call('r1', 'GET', `/user/${w.ids.r1}/settings/view`);
    expect(view.status).toBe(200);
    expect(view.body.result.messageMail).toBe('immediately');
    const refused = await setMail('r1', 'hourly');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('messageMail');
    const daily = await setMail('r1', 'daily');
    expect(daily.status).toBe(200);
    expect(daily.body.result.messageMail).toBe('daily');
    expect((await call('r1', 'GET', `/user/${w.ids.r1}/settings/view`)).body.result.messageMail).toBe('daily');
    expect((await setMail('r1', 'immediately')).body.result.messageMail).toBe('immediately');
  });

  it('mails offline recipients at once in their language, not the sender nor an online recipient', async () => {
    await w.db.query("UPDATE users SET locale = 'de' WHERE id = $1", [w.ids.r2]);
    const stream = await openStream(base, w.tokens.r3);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    expect(await presence('r3')).toBe(1);
    const id = await thread('author', ['r2', 'r3'], 'Chief Chemist');
    const toR2 = await mails('r2', 'message-new');
    expect(toR2).toHaveLength(1);
    expect(toR2[0]!.subject).toBe('Neue Nachricht von author Test: Chief Chemist');
    expect(toR2[0]!.body_text).toContain('author Test hat Ihnen in «Chief Chemist» geschrieben:\n\nHello there');
    expect(toR2[0]!.body_text).toContain(`/dashboard/messages/thread/${id}`);
    expect(await mails('r3', 'message-new')).toHaveLength(0);
    expect(await mails('author', 'message-new')).toHaveLength(0);

    // Once the stream is closed r3 is offline: the reply mails r3 and the author, not its sender r2.
    stream.close();
    await expect.poll(() => presence('r3'), { timeout: 10_000 }).toBe(0);
    const reply = await call('r2', 'POST', `/inbox/thread/${id}/reply`, { content: '<p>Danke</p>', attachments: [] });
    expect(reply.status).toBe(200);
    const toR3 = await mails('r3', 'message-new');
    expect(toR3).toHaveLength(1);
    expect(toR3[0]!.subject).toBe('New message from r2 Test: Chief Chemist');
    expect(toR3[0]!.body_text).toContain('r2 Test wrote to you in "Chief Chemist":\n\nDanke');
    expect(await mails('author', 'message-new')).toHaveLength(1);
    expect(await mails('r2', 'message-new')).toHaveLength(1);
  });

  it('sends nothing to users who chose never or daily, or who are blocked', async () => {
    expect((await setMail('r4', 'never')).status).toBe(200);
    expect((await setMail('colleague', 'daily')).status).toBe(200);
    const id = await thread('author', ['r1', 'r4', 'colleague'], 'Lab Manager');
    expect(await mails('r1', 'message-new')).toHaveLength(1);
    await w.db.query("UPDATE users SET status = 'blocked' WHERE id = $1", [w.ids.r1]);
    expect((await call('author', 'POST', `/inbox/thread/${id}/reply`, { content: '<p>Any news?</p>', attachments: [] })).status).toBe(200);
    expect(await mails('r1', 'message-new')).toHaveLength(1);
    expect(await mails('r4', 'message-new')).toHaveLength(0);
    expect(await mails('colleague', 'message-new')).toHaveLength(0);
    await w.db.query("UPDATE users SET status = 'active' WHERE id = $1", [w.ids.r1]);
  });

  it('sends the daily digest once a day, listing only the unread threads, and none when all are read', async () => {
    expect((await setMail('manager', 'daily')).status).toBe(200);
    const alpha = await thread('author', ['manager'], 'Alpha position');
    const beta = await thread('r2', ['manager'], 'Beta position');
    expect(await mails('manager', 'message-new')).toHaveLength(0);
    expect((await call('manager', 'PUT', `/inbox/thread/${beta}/mark-read`)).status).toBe(200);

    expect(digestDayOf(new Date('2026-03-02T06:59:00Z'))).toBeNull();
    expect(digestDayOf(new Date('2026-03-02T07:00:00Z'))).toBe('2026-03-02');
    await sendMessageDigests(w.db, '2026-03-02');
    const digests = await mails('manager', 'message-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Unread conversations in your inbox: 1');
    expect(digests[0]!.body_text).toContain('- Alpha position (last from author Test): ');
    expect(digests[0]!.body_text).toContain(`/dashboard/messages/thread/${alpha}`);
    expect(digests[0]!.body_text).not.toContain('Beta position');
    // The same day again: nothing more, from any number of runs at once.
    await Promise.all([sendMessageDigests(w.db, '2026-03-02'), sendMessageDigests(w.db, '2026-03-02')]);
    expect(await mails('manager', 'message-digest')).toHaveLength(1);

    // The next day, with every thread read: no digest.
    expect((await call('manager', 'PUT', `/inbox/thread/${alpha}/mark-read`)).status).toBe(200);
    await sendMessageDigests(w.db, '2026-03-03');
    expect(await mails('manager', 'message-digest')).toHaveLength(1);
    // An unread thread again, the day after: one more digest.
    await call('r2', 'POST', `/inbox/thread/${beta}/reply`, { content: '<p>Still open</p>', attachments: [] });
    await sendMessageDigests(w.db, '2026-03-04');
    const next = await mails('manager', 'message-digest');
    expect(next).toHaveLength(2);
    expect(next[1]!.body_text).toContain('Beta position (last from r2 Test)');
  });
});
