/**
 * Outgoing mail on PostgreSQL through graphile-worker: every mail queued in a committed transaction
 * arrives at a real SMTP server (testing/smtpServer.ts) exactly once, with several queues (server
 * processes) on one database and while they start and stop.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { MAX_MAIL_ATTEMPTS, enqueueMail } from './outbox';
import { startMailQueue, type MailQueue } from './queue';
import { smtpSender } from './smtp';

const postgres = testDatabases.find((d) => d.name === 'postgres')!;
const silentLog = { info() {}, error() {}, warn() {}, debug() {} } as never;

describe('mail queue on PostgreSQL', () => {
  let db: Database;
  let url: string;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    db = await postgres.open();
    url = (db as Database & { url: string }).url;
  });
  beforeEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await db.close();
  });

  async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
    const server = await startSmtpServer(options);
    cleanups.push(server.close);
    return server;
  }
  async function queue(server: TestSmtpServer, options: { retryDelaySeconds?: () => number } = {}): Promise<MailQueue> {
    const send = smtpSender(server.url, 'Mandate <no-reply@mandate.example>');
    const started = await startMailQueue({ url, send, log: silentLog, ...options });
    cleanups.push(() => send.close());
    cleanups.push(() => started.stop());
    return started;
  }
  const enqueue = (count: number, prefix: string) =>
    db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < count; i++)
        ids.push(await enqueueMail(tx, { kind: 'test', to: `${prefix}${i}@example.com`, subject: 'S', text: 'x' }));
      return ids;
    });
  const statuses = async (ids: number[]) =>
    db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id', [
      ids,
    ]);

  it('sends what a committed transaction queued, once, and nothing of a rolled-back one', async () => {
    const server = await smtp();
    await queue(server);
    const ids = await enqueue(3, 'committed');
    await expect.poll(() => server.mailIds().sort((x, y) => x - y), { timeout: 15_000 }).toEqual(ids);
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'test', to: 'rolled-back@example.com', subject: 'S', text: 'x' });
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.received).toHaveLength(3);
    expect(await statuses(ids)).toEqual(ids.map(() => ({ status: 'sent', attempts: 1 })));
  });

  it('sends each of 300 mails exactly once with three queues on one database', async () => {
    const server = await smtp();
    await Promise.all([queue(server), queue(server), queue(server)]);
    const ids = await enqueue(300, 'many');
    await expect.poll(() => server.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mailIds().sort((x, y) => x - y)).toEqual(ids);
    expect(new Set((await statuses(ids)).map((row) => `${row.status}/${row.attempts}`))).toEqual(new Set(['sent/1']));
  });

  it('finishes the mails it is sending when stopped, and another queue sends the rest, once each', async () => {
    const server = await smtp({ delayMs: 50 });
    const first = await queue(server);
    const ids = await enqueue(40, 'handover');
    await expect.poll(() => server.received.length, { timeout: 15_000 }).toBeGreaterThan(3);
    await first.stop();
    const sentBefore = server.received.length;
    expect(sentBefore).toBeLessThan(40);
    await queue(server);
    await expect.poll(() => server.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mailIds().sort((x, y) => x - y)).toEqual(ids);
  });

  it('retries a refused mail at its next attempt time and marks it failed after the last', async () => {
    const server = await smtp({ refuseRecipient: (address) => address.startsWith('refused') });
    await queue(server, { retryDelaySeconds: () => 0 });
    const [refused] = await enqueue(1, 'refused');
    const [fine] = await enqueue(1, 'fine');
    await expect
      .poll(async () => (await statuses([refused!]))[0], { timeout: 30_000 })
      .toEqual({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    // The refused mail can run out of attempts (no delay between them) before the fine one is sent.
    await expect.poll(() => server.mailIds(), { timeout: 30_000 }).toEqual([fine]);
  });

  it('gives a job to mails that had none, and takes over one whose sender died mid-send', async () => {
    const server = await smtp();
    // Queued without the trigger (as before the queue was installed) and claimed by a sender that died.
    const [orphan, abandoned] = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      return [
        await enqueueMail(tx, { kind: 'test', to: 'orphan@example.com', subject: 'S', text: 'x' }),
        await enqueueMail(tx, { kind: 'test', to: 'abandoned@example.com', subject: 'S', text: 'x' }),
      ];
    });
    await db.query(`UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 hour' WHERE id = $1`, [
      abandoned,
    ]);
    const started = await queue(server);
    await expect.poll(() => server.mailIds(), { timeout: 15_000 }).toEqual([orphan]);
    // Its lease runs out: the next sweep (every minute, here called) hands it to a sender.
    await db.query(`UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE id = $1`, [abandoned]);
    expect(await started.sweep()).toBe(1);
    await expect.poll(() => server.mailIds(), { timeout: 15_000 }).toEqual([orphan, abandoned]);
    await expect.poll(() => statuses([abandoned!])).toEqual([{ status: 'sent', attempts: 2 }]);
  });
});
