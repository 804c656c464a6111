/**
 * Export benchmark (issue 12): `POST /api/application/export` of 100,000 applications (seeded by SQL
 * as in applications.bench.ts) on PGlite and PostgreSQL: duration, file size and the server
 * process's peak memory (RSS) during the export, beside an export of one status (an eighth of the
 * rows), the full export read by a slow client (256 kB/s), and both exports again with a garbage
 * collection every 200 ms, whose live memory (JS heap and buffers) is what an export holds. The
 * server runs in this process, the client in its own (download.mjs), so the process's memory is the
 * server's (and PGlite's, which is embedded). Peak RSS: Linux's high-water mark (VmHWM, reset before
 * each export through /proc/self/clear_refs), else the largest of samples every 10 ms. Figures, not
 * tests. Seeding 100,000 applications took 106 s on PGlite and 26–34 s on PostgreSQL here (2 cores);
 * BENCH_EXPORT_APPLICATIONS=10000 seeds in about 10 s.
 * `pnpm exec tsx --expose-gc apps/api/bench/export.bench.ts` (BENCH_USERS, BENCH_EXPORT_APPLICATIONS,
 * BENCH_DATABASE_URL, BENCH_SKIP_PGLITE).
 */
import { execFile as execFileCallback } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Database } from '../src/db/database';

const execFile = promisify(execFileCallback);

// The export reads users only as consultants.
process.env.BENCH_USERS ??= '20000';
const APPLICATIONS = Number(process.env.BENCH_EXPORT_APPLICATIONS ?? 100_000);
const { eachDatabase, prepareDatabase, serveBench } = await import('./api.bench');
const { seedApplications } = await import('./applications.bench');

interface ExportRow {
  database: string;
  scenario: string;
  rows: number;
  bytes: number;
  ms: number;
  baselineMb: number;
  peakMb: number;
  /** Live memory before → peak, with a collection every 200 ms. */
  liveMb: string;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's peak RSS since the last reset (VmHWM), or null where /proc does not tell it. */
function highWaterMark(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * One export, downloaded by a child process. With `collect`, a full garbage collection runs every
 * 200 ms (needs --expose-gc) and the figure is the live memory after it (V8 heap used and buffers):
 * what the export holds, without the garbage V8 has not collected yet.
 */
async function measureExport(
  server: { base: string; token: string },
  body: unknown,
  options: { bytesPerSecond?: number; collect?: boolean } = {},
) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const live = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const baseline = process.memoryUsage.rss();
  const liveBaseline = live();
  const exact = resetHighWaterMark();
  let sampled = baseline;
  let livePeak = liveBaseline;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, 10);
  const collector =
    options.collect && gc
      ? setInterval(() => {
          gc();
          livePeak = Math.max(livePeak, live());
        }, 200)
      : undefined;
  try {
    const request = { url: `${server.base}/api/application/export`, token: server.token, body, bytesPerSecond: options.bytesPerSecond };
    const { stdout } = await execFile(process.execPath, [
      fileURLToPath(new URL('./download.mjs', import.meta.url)),
      JSON.stringify(request),
    ]);
    const result = JSON.parse(stdout) as { status: number; bytes: number; ms: number; head: string };
    if (result.status !== 200 || result.head !== 'PK') throw new Error(`export answered ${result.status} (${result.head})`);
    const peak = Math.max(sampled, (exact ? highWaterMark() : null) ?? 0);
    return {
      bytes: result.bytes,
      ms: result.ms,
      baselineMb: mb(baseline),
      peakMb: mb(peak),
      liveMb: collector ? `${mb(liveBaseline)} → ${mb(livePeak)} MB` : '',
    };
  } finally {
    clearInterval(sampler);
    clearInterval(collector);
  }
}

async function benchExport(name: string, db: Database): Promise<ExportRow[]> {
  const started = Date.now();
  await prepareDatabase(db);
  await seedApplications(db, APPLICATIONS);
  await db.query('VACUUM ANALYZE');
  console.log(
    `  ${name}: seeded ${APPLICATIONS.toLocaleString('en')} applications (and users) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n);
  const all = await count('SELECT count(*) AS n FROM applications');
  const interviews = await count("SELECT count(*) AS n FROM applications WHERE status = 'interview'");
  const server = await serveBench(db);
  try {
    // One export first, so that code loaded once (ExcelJS, prepared statements) is not in the figures.
    await measureExport(server, { status: ['interview'] });
    const rows: ExportRow[] = [];
    const run = async (scenario: string, n: number, body: unknown, options?: { bytesPerSecond?: number; collect?: boolean }) => {
      rows.push({ database: name, scenario, rows: n, ...(await measureExport(server, body, options)) });
    };
    await run('one status (an eighth)', interviews, { status: ['interview'] });
    await run('every application', all, {});
    await run('every application, client at 256 kB/s', all, {}, { bytesPerSecond: 256 * 1024 });
    await run('one status, GC every 200 ms', interviews, { status: ['interview'] }, { collect: true });
    await run('every application, GC every 200 ms', all, {}, { collect: true });
    return rows;
  } finally {
    await server.close();
  }
}

async function main() {
  console.log(`\nApplication export (xlsx, streamed), ${APPLICATIONS.toLocaleString('en')} applications seeded:`);
  const rows = (await eachDatabase('export', benchExport)).flat();
  console.log(
    '  database     scenario                                    rows      size   duration    rows/s   RSS before   peak RSS   live JS heap + buffers',
  );
  for (const r of rows) {
    console.log(
      `  ${r.database.padEnd(12)} ${r.scenario.padEnd(38)} ${String(r.rows).padStart(9)} ${`${(r.bytes / 1024 / 1024).toFixed(1)} MB`.padStart(9)} ${`${(r.ms / 1000).toFixed(1)} s`.padStart(10)} ${String(Math.round((r.rows / r.ms) * 1000)).padStart(9)} ${`${r.baselineMb} MB`.padStart(12)} ${`${r.peakMb} MB`.padStart(10)}   ${r.liveMb}`,
    );
  }
}

if (process.argv[1]?.endsWith('export.bench.ts')) await main();
