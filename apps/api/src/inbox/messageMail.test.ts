/**
 * E-mail about new messages (issue 17 point 1, decision 0034), over HTTP on both databases: a mail
 * per message to participants who are not online (no open event stream) and chose `immediately`,
 * in their language; none to the sender, to online, blocked or `never` users; the `daily` digest
 * lists the unread threads once a day and nothing when every thread is read, from 07:00 in each
 * user's own time zone (a clock the test sets).
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
    await sendMessageDigests(w.db, new Date('2026-03-02T07:00:00Z'));
    const digests = await mails('manager', 'message-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Unread conversations in your inbox: 1');
    expect(digests[0]!.body_text).toContain('- Alpha position (last from author Test): ');
    expect(digests[0]!.body_text).toContain(`/dashboard/messages/thread/${alpha}`);
    expect(digests[0]!.body_text).not.toContain('Beta position');
    // The same day again: nothing more, from any number of runs at once.
    await Promise.all([
      sendMessageDigests(w.db, new Date('2026-03-02T07:00:00Z')),
      sendMessageDigests(w.db, new Date('2026-03-02T07:00:00Z')),
    ]);
    expect(await mails('manager', 'message-digest')).toHaveLength(1);

    // The next day, with every thread read: no digest.
    expect((await call('manager', 'PUT', `/inbox/thread/${alpha}/mark-read`)).status).toBe(200);
    await sendMessageDigests(w.db, new Date('2026-03-03T07:00:00Z'));
    expect(await mails('manager', 'message-digest')).toHaveLength(1);
    // An unread thread again, the day after: one more digest.
    await call('r2', 'POST', `/inbox/thread/${beta}/reply`, { content: '<p>Still open</p>', attachments: [] });
    await sendMessageDigests(w.db, new Date('2026-03-04T07:00:00Z'));
    const next = await mails('manager', 'message-digest');
    expect(next).toHaveLength(2);
    expect(next[1]!.body_text).toContain('Beta position (last from r2 Test)');
  });

  it('sends each digest from 07:00 in the user’s own time zone (UTC when none), on a clock the test sets', async () => {
    // r3 in Tokyo (UTC+9), lineManager in New York (UTC−4 in April), colleague without a zone (UTC).
    const zones = { r3: 'Asia/Tokyo', lineManager: 'America/New_York', colleague: null } as const;
    for (const [who, timezone] of Object.entries(zones)) {
      const saved = await call(who, 'PUT', `/user/${w.ids[who]}/settings/edit`, { messageMail: 'daily', timezone });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.result).toMatchObject({ messageMail: 'daily', timezone });
    }
    expect((await call('r3', 'PUT', `/user/${w.ids.r3}/settings/edit`, { timezone: 'Mars/Olympus' })).body.errors).toHaveProperty(
      'timezone',
    );
    await thread('author', ['r3', 'lineManager', 'colleague'], 'Gamma position');
    const digests = async (): Promise<Record<string, number>> =>
      Object.fromEntries(await Promise.all(Object.keys(zones).map(async (who) => [who, (await mails(who, 'message-digest')).length])));
    const before = await digests();
    const at = async (iso: string) => {
      await sendMessageDigests(w.db, new Date(iso));
      const now = await digests();
      return Object.fromEntries(Object.entries(now).map(([who, n]) => [who, n - before[who]!]));
    };

    expect(digestDayOf(new Date('2026-04-09T21:59:00Z'), 'Asia/Tokyo')).toBeNull();
    expect(digestDayOf(new Date('2026-04-09T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-04-10');
    expect(digestDayOf(new Date('2026-04-10T10:59:00Z'), 'America/New_York')).toBeNull();
    expect(digestDayOf(new Date('2026-04-10T11:00:00Z'), 'America/New_York')).toBe('2026-04-10');
    expect(digestDayOf(new Date('2026-04-10T07:00:00Z'), null)).toBe('2026-04-10');

    // 06:00 UTC: 15:00 in Tokyo (its digest of 9 April), 02:00 in New York, 06:00 in UTC.
    expect(await at('2026-04-09T06:00:00Z')).toEqual({ r3: 1, lineManager: 0, colleague: 0 });
    // 07:00 UTC: the UTC user's; 10:59 UTC is 06:59 in New York: not yet.
    expect(await at('2026-04-09T07:00:00Z')).toEqual({ r3: 1, lineManager: 0, colleague: 1 });
    expect(await at('2026-04-09T10:59:00Z')).toEqual({ r3: 1, lineManager: 0, colleague: 1 });
    // 11:00 UTC is 07:00 in New York; later runs of the same day send nothing more.
    expect(await at('2026-04-09T11:00:00Z')).toEqual({ r3: 1, lineManager: 1, colleague: 1 });
    expect(await at('2026-04-09T21:59:00Z')).toEqual({ r3: 1, lineManager: 1, colleague: 1 });
    // 22:00 UTC is 07:00 on 10 April in Tokyo: its next day's digest, the others still on 9 April.
    await Promise.all([
      sendMessageDigests(w.db, new Date('2026-04-09T22:00:00Z')),
      sendMessageDigests(w.db, new Date('2026-04-09T22:00:00Z')),
    ]);
    expect(await at('2026-04-09T22:00:00Z')).toEqual({ r3: 2, lineManager: 1, colleague: 1 });
    const [tokyo] = (await mails('r3', 'message-digest')).slice(-1);
    expect(tokyo!.body_text).toContain('Gamma position');
  });
});
