#!/usr/bin/env node
// `pnpm bench`: measured figures, printed as a table.
// - web: the initial JavaScript of `/account/login` in gzip bytes (issue 6, goal ≤ 150 kB): a first
//   visit in headless Chromium against the real server, every JS response summed (apps/web/bench).
// - editor: gzip size of the rich-text editor chunk against CKEditor 5 (packages/ui/bench/editor).
// - dialogs: each dialog's lazy chunk and a check that no route's initial JS holds dialog code
//   (packages/ui/bench/dialogs).
// - autocomplete: keystroke-to-paint over 10,000 options against MUI Autocomplete, plain and with
//   react-window (packages/ui/bench/autocomplete).
// - server: start to ready, and API throughput and latency (apps/api/bench), also with 1 and 2 API
//   processes on PostgreSQL (processes.bench.ts).
// - live: send to display of a message in the other browser, 1 and 2 API processes (live.bench.ts).
// - export: an xlsx export of 100,000 applications, its duration and the server's peak memory
//   (apps/api/bench/export.bench.ts; BENCH_EXPORT_APPLICATIONS for a smaller run).
// - vitals: the vacancy and candidate screens with 1,000 vacancies, 500 applications and 5,000
//   candidates: initial JS, LCP and INP (web-vitals) in headless Chromium at 4x CPU slowdown
//   (apps/web/bench/vitals.bench.ts); last, since it fails the run when a goal is missed.
// Only some parts: name them, `pnpm bench inbox live` (or BENCH_PARTS=inbox,live); the names are
// those above (web, editor, dialogs, autocomplete, start, api, jobs, processes, applications, inbox,
// live, export, vitals). The web build runs first when a chosen part needs it (web, live, vitals).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  'web',
  'editor',
  'dialogs',
  'autocomplete',
  'start',
  'api',
  'jobs',
  'processes',
  'applications',
  'inbox',
  'live',
  'export',
  'vitals',
];
const chosen = [...process.argv.slice(2).filter((arg) => arg !== '--'), ...(process.env.BENCH_PARTS ?? '').split(',')]
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !parts.includes(name));
if (unknown.length > 0) {
  console.error(`pnpm bench: no part ${unknown.join(', ')}; the parts are ${parts.join(', ')}`);
  process.exit(2);
}
/** Whether a part runs: every part when none is named. */
const runs = (name) => chosen.length === 0 || chosen.includes(name);

/** Runs a part's script (when the part is chosen) and stops the bench with its exit code when it fails. */
function part(name, command, args) {
  if (!runs(name)) return;
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function build() {
  const r = spawnSync('pnpm', ['--filter', '@mandate/web', 'build'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0) throw new Error('web build failed');
}

// Issue 6: the initial JavaScript of /account/login (entry, modulepreloads and every chunk the
// visit loads: the locale's catalogue included), measured in headless Chromium.
if (runs('web') || runs('live') || runs('vitals')) build();
part('web', 'node', ['apps/web/bench/initial-js.mjs']);

// Issue 7 (a): the rich-text editor's lazy chunk against CKEditor 5 with the same toolbar features,
// both built with Vite here, and both started once in headless Chromium.
part('editor', 'node', ['packages/ui/bench/editor/size.mjs', '--check']);

// Issue 13: every dialog's own lazy chunk (gzip), and no dialog code in the initial JS of any route.
part('dialogs', 'node', ['packages/ui/bench/dialogs/chunks.mjs', '--check']);

// Issue 7 (b): keystroke to next paint (Event Timing) at each step of typing "a", "an", "ann", two
// backspaces and ArrowDown over 10,000 options: ours against MUI Autocomplete, plain and with
// react-window, side by side in headless Chromium (5 runs each; fails when ours misses the goal).
part('autocomplete', 'node', ['packages/ui/bench/autocomplete/latency.mjs', '--check']);

// Time from starting the server to ready (health answers), on a fresh data folder and again on it.
async function timeToReady(dataDir, port) {
  const { spawn } = await import('node:child_process');
  const started = Date.now();
  const child = spawn('pnpm', ['--filter', '@mandate/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 120_000) throw new Error('server did not become ready in 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  }
}

if (runs('start')) {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const cold = await timeToReady(dataDir, 8197);
  const warm = await timeToReady(dataDir, 8198);
  console.log(
    `\nServer start to ready (embedded database): first start ${(cold / 1000).toFixed(1)} s (creates, migrates, seeds), next start ${(warm / 1000).toFixed(1)} s`,
  );
}

part('api', 'pnpm', ['exec', 'tsx', 'apps/api/bench/api.bench.ts']);

part('jobs', 'pnpm', ['exec', 'tsx', 'apps/api/bench/jobs.bench.ts']);

// Issue 12 point 7: the vacancy list on PostgreSQL against 1 and 2 API processes (WEB_CONCURRENCY),
// and 1 with the session cache off, measured in interleaved rounds; prints the 2-to-1 ratio.
part('processes', 'pnpm', ['exec', 'tsx', 'apps/api/bench/processes.bench.ts']);

part('applications', 'pnpm', ['exec', 'tsx', 'apps/api/bench/applications.bench.ts']);

// Issue 17: the thread list and thread view with 10,000 messages in the database (goal p95 ≤ 50 ms on PostgreSQL).
part('inbox', 'pnpm', ['exec', 'tsx', 'apps/api/bench/inbox.bench.ts']);

// Issue 17 point 2: send to display of a message in the other user's browser (inbox open), with one
// API process and across two (LISTEN/NOTIFY); goal ≤ 500 ms. Uses the web build made above.
part('live', 'pnpm', ['exec', 'tsx', 'apps/api/bench/live.bench.ts']);

// Issue 12: the application export (streamed xlsx) of 100,000 applications: duration and the server
// process's peak memory; --expose-gc for the runs that collect garbage to show the live memory.
part('export', 'pnpm', ['exec', 'tsx', '--expose-gc', 'apps/api/bench/export.bench.ts']);

// Issues 15 and 16: the home page, vacancy list, vacancy page, its 500 applications and the 5,000
// candidates on the built app and the real server: initial JS gzip (≤ 200 kB, no dialog or editor
// code), LCP (≤ 1.2 s) and INP of opening a menu, a dialog, changing a filter, selecting an
// application (≤ 100 ms), measured with web-vitals at 4x CPU slowdown; exits 1 when a goal is missed.
part('vitals', 'pnpm', ['exec', 'tsx', 'apps/web/bench/vitals.bench.ts', '--check']);
