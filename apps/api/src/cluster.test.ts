/**
 * Several API processes on one PostgreSQL give the answers of one (issue 12 point 7): three server
 * processes started from `src/main.ts` as `pnpm start` starts them (SMTP and S3 servers of the
 * test's own, session cache of a minute so that only the change notifications can help), spoken to
 * over HTTP. A fourth, a WEB_CONCURRENCY=2 cluster, joins while mails are being sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { enqueueMail } from './mail/outbox';
import { testDatabases } from './testing/databases';
import { client, createUser, signIn, type TestCall } from './testing/fixtures';
import { startServerProcess, type ServerProcess } from './testing/processes';
import { startTestS3, type TestS3 } from './testing/s3';
import { startSmtpServer, type TestSmtpServer } from './testing/smtpServer';

const postgres = testDatabases.find((d) => d.name === 'postgres')!;
const password = 'a good password';

describe('three API processes on one PostgreSQL', () => {
  let db: Database;
  let s3: TestS3;
  let smtp: TestSmtpServer;
  let env: Record<string, string>;
  const processes: ServerProcess[] = [];
  let a: TestCall;
  let b: TestCall;
  let c: TestCall;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const started = Date.now();
    db = await postgres.open();
    [s3, smtp] = await Promise.all([startTestS3(), startSmtpServer({ delayMs: 2 })]);
    for (const name of ['spread', 'single', 'leaving', 'uploader'])
      await createUser(db, { username: `${name}@cluster.example`, password, roles: ['recruiter'] });
    env = {
      DATABASE_URL: (db as Database & { url: string }).url,
      SEED: 'false',
      // Pooled SMTP connections (nodemailer), as production would use them.
      SMTP_URL: `${smtp.url}?pool=true`,
      SESSION_CACHE_MS: '60000',
      ...s3.env,
    };
    processes.push(...(await Promise.all(['A', 'B', 'C'].map((name) => startServerProcess(name, env)))));
    [a, b, c] = processes.map((p) => client(p.base)) as [TestCall, TestCall, TestCall];
    timings.start = Date.now() - started;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await smtp?.close();
    await s3?.close();
    await db?.close();
    console.log(`cluster test timings (ms): ${JSON.stringify(timings)}`);
  });

  const wrongLogin = async (call: TestCall, username: string) =>
    (await call('POST', '/api/authentication/login/credentials', { body: { username, password: 'wrong' } })).status;

  it('answers 429 to wrong logins spread over the three at the same count as on one', async () => {
    const spread: number[] = [];
    const single: number[] = [];
    await Promise.all([
      (async () => {
        for (let i = 0; i < 11; i++) spread.push(await wrongLogin([a, b, c][i % 3]!, 'spread@cluster.example'));
      })(),
      (async () => {
        for (let i = 0; i < 11; i++) single.push(await wrongLogin(a, 'single@cluster.example'));
      })(),
    ]);
    expect(single).toEqual([...Array(10).fill(401), 429]);
    expect(spread).toEqual(single);
  });

  it('refuses in B and C, on the next request, a token logged out through A', async () => {
    for (let i = 0; i < 3; i++) {
      const token = await signIn(a, 'leaving@cluster.example', password);
      for (const call of [b, c, b, c]) expect((await call('GET', '/api/user/current', { token })).status).toBe(200);
      expect((await a('POST', '/api/authentication/logout', { token })).status).toBe(200);
      expect((await b('GET', '/api/user/current', { token })).status).toBe(401);
      expect((await c('GET', '/api/user/current', { token })).status).toBe(401);
    }
  });

  it('downloads through B a file of 6 MiB uploaded through A (S3 store)', async () => {
    const token = await signIn(a, 'uploader@cluster.example', password);
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 'x'), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'big.pdf');
    const uploaded = await fetch(`${processes[0]!.base}/api/file/upload?type=candidate-document`, {
      method: 'POST',
      body: form,
      headers: { token },
    });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { result: { id: number } }).result;
    const downloaded = await fetch(`${processes[1]!.base}/api/file/${id}/download`, { headers: { token } });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(content)).toBe(true);
  });

  it('delivers 1,000 mails queued while processes start and stop, each exactly once', async () => {
    const started = Date.now();
    const ids: number[] = [];
    const enqueue = (count: number) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < count; i++)
          ids.push(
            await enqueueMail(tx, { kind: 'bulk', to: `to${ids.length}@cluster.example`, subject: `Mail ${ids.length}`, text: 'x' }),
          );
      });
    await enqueue(250);
    // C stops while sending (it finishes its mails in flight), a two-process cluster D starts.
    const stoppingC = processes[2]!.stop();
    await enqueue(250);
    const startingD = startServerProcess('D', { ...env, WEB_CONCURRENCY: '2' });
    await enqueue(250);
    expect(await stoppingC).toEqual({ code: 0, signal: null });
    // A stops too; B and D's two processes send the rest.
    const stoppingA = processes[0]!.stop();
    await enqueue(250);
    expect(await stoppingA).toEqual({ code: 0, signal: null });
    processes.push(await startingD);
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(1000);
    timings.mails = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = smtp.mailIds().sort((x, y) => x - y);
    expect(delivered).toHaveLength(1000);
    expect(delivered).toEqual([...ids].sort((x, y) => x - y));
    const rows = await db.query<{ status: string; attempts: number; n: string }>(
      'SELECT status, attempts, count(*) AS n FROM mail_outbox GROUP BY status, attempts',
    );
    expect(rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([{ status: 'sent', attempts: 1, n: 1000 }]);
  }, 120_000);
});
