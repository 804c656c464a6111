import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { MAX_MAIL_ATTEMPTS, drainOutbox, enqueueMail, type MailSender } from './outbox';
import { startOutboxWorker } from './worker';

const silentLog = { info() {}, error() {}, warn() {}, debug() {} } as never;

describe.each(testDatabases)('mail outbox on $name', ({ name, open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
  });

  const statusOf = async (id: number) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null }>(
        'SELECT status, attempts, last_error FROM mail_outbox WHERE id = $1',
        [id],
      )
    )[0]!;

  it('sends queued mails once, in order, and marks them sent', async () => {
    const a = await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'A', text: 'code 1' });
    const b = await enqueueMail(db, { kind: 'invitation', to: 'b@example.com', subject: 'B', text: 'hello', html: '<p>hello</p>' });
    const sent: Parameters<MailSender>[0][] = [];
    expect(await drainOutbox(db, async (mail) => void sent.push(mail))).toEqual({ sent: 2, failed: 0 });
    expect(sent).toEqual([
      { id: a, kind: 'otp', to: 'a@example.com', subject: 'A', text: 'code 1', html: null },
      { id: b, kind: 'invitation', to: 'b@example.com', subject: 'B', text: 'hello', html: '<p>hello</p>' },
    ]);
    expect(await statusOf(a)).toEqual({ status: 'sent', attempts: 1, last_error: null });
    expect(await drainOutbox(db, async (mail) => void sent.push(mail))).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(2);
  });

  it('counts failed attempts, waits before retrying, and succeeds on a later attempt', async () => {
    const id = await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'A', text: 'x' });
    let calls = 0;
    const flaky: MailSender = async () => {
      calls++;
      if (calls < 3) throw new Error(`SMTP 451 try ${calls}`);
    };
    expect(await drainOutbox(db, flaky)).toEqual({ sent: 0, failed: 1 });
    expect(await statusOf(id)).toEqual({ status: 'queued', attempts: 1, last_error: 'Error: SMTP 451 try 1' });
    // Not due yet: the default delay is 30 s.
    expect(await drainOutbox(db, flaky)).toEqual({ sent: 0, failed: 0 });
    await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await drainOutbox(db, flaky)).toEqual({ sent: 0, failed: 1 });
    expect((await statusOf(id)).attempts).toBe(2);
    await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await drainOutbox(db, flaky)).toEqual({ sent: 1, failed: 0 });
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it(`marks a mail failed after ${MAX_MAIL_ATTEMPTS} attempts and never tries it again`, async () => {
    const id = await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'A', text: 'x' });
    let calls = 0;
    const broken: MailSender = async () => {
      calls++;
      throw new Error('connection refused');
    };
    const result = await drainOutbox(db, broken, { retryDelaySeconds: () => 0 });
    expect(result).toEqual({ sent: 0, failed: MAX_MAIL_ATTEMPTS });
    expect(calls).toBe(MAX_MAIL_ATTEMPTS);
    expect(await statusOf(id)).toEqual({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: 'Error: connection refused' });
    expect(await drainOutbox(db, broken, { retryDelaySeconds: () => 0 })).toEqual({ sent: 0, failed: 0 });
    expect(calls).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('takes over a mail whose worker died mid-send once its lease has expired', async () => {
    const id = await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'A', text: 'x' });
    await db.query("UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '5 minutes' WHERE id = $1", [
      id,
    ]);
    const sent: number[] = [];
    expect(await drainOutbox(db, async (mail) => void sent.push(mail.id))).toEqual({ sent: 0, failed: 0 });
    await db.query("UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE id = $1", [id]);
    expect(await drainOutbox(db, async (mail) => void sent.push(mail.id))).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([id]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never sends a mail twice when several drains run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueueMail(db, { kind: 'bulk', to: `u${i}@example.com`, subject: `S${i}`, text: 'x' }));
    const deliveries: number[] = [];
    // A slow sender keeps claims overlapping; on PostgreSQL the drains run on separate connections.
    const slow: MailSender = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      deliveries.push(mail.id);
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => drainOutbox(db, slow, { batch: 100 })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
    expect(deliveries.sort((a, b) => a - b)).toEqual(ids);
    if (name === 'postgres') expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    const { n } = (await db.query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent' AND attempts = 1"))[0]!;
    expect(Number(n)).toBe(60);
  });

  it('drains periodically in the background and stops cleanly', async () => {
    const sent: string[] = [];
    const worker = startOutboxWorker({ db, send: async (mail) => void sent.push(mail.subject), log: silentLog, intervalMs: 20 });
    await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'later', text: 'x' });
    await expect.poll(() => sent, { timeout: 5000 }).toEqual(['later']);
    await worker.stop();
    await enqueueMail(db, { kind: 'otp', to: 'a@example.com', subject: 'after stop', text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual(['later']);
  });
});
