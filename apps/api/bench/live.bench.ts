/**
 * Live messages (issue 17 point 2): the time from sending a message to its display in the other
 * user's browser, with the inbox open there (goal ≤ 500 ms on one machine). On one PostgreSQL
 * database, `src/main.ts` started as its own processes serving the built app: "1 process" has the
 * writer and the reader's browser on process A; "2 processes" sends through A while the reader's
 * browser is served, and streamed to, by B (the event crosses through LISTEN/NOTIFY). Each message
 * is sent over HTTP (`POST /api/inbox/thread/create`); it counts as displayed when its subject is
 * in the reader's inbox (polled at every animation frame in headless Chromium). The event's arrival
 * on a stream of the reader (a Node client on the same process as the browser's) is shown apart.
 * Figures, not tests. `pnpm exec tsx apps/api/bench/live.bench.ts` (BENCH_DATABASE_URL,
 * BENCH_PG_TCP as for the other API benches; BENCH_LIVE_MESSAGES, default 10 per configuration).
 */
import { chromium } from 'playwright';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/database';
import { createUser } from '../src/testing/fixtures';
import { startServerProcess, type ServerProcess } from '../src/testing/processes';
import { openStream } from '../src/testing/sse';
import startPostgres from '../../../scripts/test-postgres.mjs';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 10);
const password = 'a good password';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function login(base: string, username: string): Promise<{ token: string; refreshToken: string; id: number }> {
  const response = await fetch(`${base}/api/authentication/login/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { result } = (await response.json()) as { result: { token: string; refreshToken: string } };
  const me = (await (await fetch(`${base}/api/user/current`, { headers: { token: result.token } })).json()) as { result: { id: number } };
  return { ...result, id: me.result.id };
}

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    const wanted = process.env.BENCH_PG_TCP === '1' ? 'postgresUrl' : 'postgresSocketUrl';
    stop = (await startPostgres({ provide: (key: string, value: string) => key === wanted && (url = value) })) as (() => void) | undefined;
  }
  const servers: ServerProcess[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const rows: string[] = [];
  try {
    const db = await openDatabase({ url: url! });
    try {
      await migrate(db);
      const stamp = Date.now();
      await createUser(db, { username: `live-writer-${stamp}@bench.example`, password, roles: ['employer'], firstName: 'Wanda' });
      await createUser(db, { username: `live-reader-${stamp}@bench.example`, password, roles: ['recruiter'], firstName: 'Rita' });
      process.env.LIVE_WRITER = `live-writer-${stamp}@bench.example`;
      process.env.LIVE_READER = `live-reader-${stamp}@bench.example`;
    } finally {
      await db.close();
    }
    const env = { DATABASE_URL: url!, SEED: 'false', NODE_ENV: 'production' };
    servers.push(...(await Promise.all(['A', 'B'].map((name) => startServerProcess(name, env)))));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    for (const [label, readerServer] of [
      ['1 process', a],
      ['2 processes', b],
    ] as const) {
      const writer = await login(a.base, process.env.LIVE_WRITER!);
      const reader = await login(readerServer.base, process.env.LIVE_READER!);
      const context = await browser.newContext({ baseURL: readerServer.base });
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(({ token, refreshToken }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('token.refresh', refreshToken);
      }, reader);
      await page.goto('/dashboard/messages');
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      const stream = await openStream(readerServer.base, reader.token);
      // The page's own stream is open once its first refetch after `ready` is done: settle.
      await page.waitForTimeout(2_000);
      const displayed: number[] = [];
      const arrived: number[] = [];
      for (let i = 0; i < MESSAGES + 1; i++) {
        const subject = `Live bench ${label} ${i} ${Date.now()}`;
        const started = performance.now();
        const shown = page.waitForFunction(
          (s) => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes(s),
          subject,
          { polling: 'raf', timeout: 30_000 },
        );
        const response = await fetch(`${a.base}/api/inbox/thread/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: writer.token },
          body: JSON.stringify({ participants: [{ id: reader.id }], subject, message: { content: '<p>Hello</p>', attachments: [] } }),
        });
        const { result } = (await response.json()) as { result: { id: number } };
        await stream.next((e) => (e.data as { threadId?: number }).threadId === result.id, 30_000);
        const eventAt = performance.now() - started;
        await shown;
        const displayAt = performance.now() - started;
        // The first one warms the page's code paths and the processes' statements.
        if (i > 0) {
          arrived.push(eventAt);
          displayed.push(displayAt);
        }
        await page.waitForTimeout(300);
      }
      stream.close();
      await context.close();
      const f = (values: number[]) =>
        `median ${percentile(values, 0.5).toFixed(0)} ms, p90 ${percentile(values, 0.9).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
      rows.push(`| ${label} | ${f(displayed)} | ${f(arrived)} |`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
    stop?.();
  }
  console.log(`\nLive messages: send to display in the other browser (${MESSAGES} messages each, goal ≤ 500 ms)\n`);
  console.log('| API processes | send → shown in the reader’s inbox | send → event on the reader’s stream |');
  console.log('| --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
