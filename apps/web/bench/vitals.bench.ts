/// <reference types="node" />
/**
 * Issues 15 and 16: the vacancy and candidate screens in the browser with a large data set. The
 * built app (apps/web/dist) is served by the real server (production mode) on a fresh DATA_DIR
 * holding the demo data and, by bulk SQL (apps/api/bench/webData.ts), 1,000 vacancies of the demo
 * employer, one of them with 500 applications, and 5,000 candidates of the demo consultant. Each
 * route is visited in headless Chromium (Debian's, scripts/chromium.mjs) at 4× CPU slowdown
 * (CDP `Emulation.setCPUThrottlingRate`), a fresh browser context each time (empty cache, the
 * session's tokens in localStorage), and measured with the `web-vitals` library (its attribution
 * build, injected before the app starts):
 *  - initial JS: every JavaScript response of the first visit until the network is idle (the goal's
 *    figure; what arrived before the LCP paint is printed beside it), gzip level 9 of the bytes received (as apps/web/bench/initial-js.mjs); the chunks'
 *    source maps (apps/web/dist) tell whether any dialog or rich-text editor code is among them;
 *  - LCP (`onLCP`, every change reported) once the network is idle and the page shows its content;
 *    until then the harness only watches the network from outside (no script of its own runs in the
 *    page but web-vitals);
 *  - INP (`onINP` with every change reported, `durationThreshold: 16`) of one real interaction per
 *    visit (Playwright's mouse and keyboard), then a visibility change to hidden so that web-vitals
 *    reports its final value. What an interaction needs first (the menu open before its item is
 *    clicked, a card open before its action) is done with a synthetic click, which is not a trusted
 *    event and so not an interaction for Event Timing: the visit's INP is the measured interaction's.
 * Each interaction is measured BENCH_VITALS_RUNS times (3), the median printed with the spread;
 * LCP is the median of all visits of the route. Goals (half of Google's "good"): initial JS
 * ≤ 200 kB gzip without dialog or editor code, LCP ≤ 1.2 s, INP ≤ 100 ms.
 * Needs a built app (`pnpm --filter @mandate/web build`; `pnpm bench` builds it first).
 *   pnpm exec tsx apps/web/bench/vitals.bench.ts [--check] [--files] [--js] [--trace] [--only=<part of a route's name>]
 *   (exit 1 with --check when a goal is missed; --files lists each route's initial JS by file;
 *   --js visits each route once, without its interactions: initial JS and one LCP, a quick run;
 *   --trace prints where the first visit's main thread spent its time until LCP, ./mainThread.ts)
 *   BENCH_VITALS_PORT (8196), BENCH_VITALS_RUNS (3), BENCH_VITALS_CPU (4), CHROMIUM_PATH
 */
import { execFile as execFileCallback, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { printSummary, startTrace, stopTrace, summarise, type MainThreadSummary } from './mainThread';
import { networkTracker } from './networkTracker.mjs';

const execFile = promisify(execFileCallback);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const check = process.argv.includes('--check');
const listFiles = process.argv.includes('--files');
/** `--js`: the first visit of each route only (initial JS and its LCP), no interactions. */
const jsOnly = process.argv.includes('--js');
/** `--trace`: the first visit's main thread until LCP, by kind of work (./mainThread.ts). */
const trace = process.argv.includes('--trace');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const port = Number(process.env.BENCH_VITALS_PORT ?? 8196);
const runs = Math.max(1, Number(process.env.BENCH_VITALS_RUNS ?? 3));
const cpuRate = Number(process.env.BENCH_VITALS_CPU ?? 4);
const origin = `http://127.0.0.1:${port}`;
const goals = { initialJsKb: 200, lcpMs: 1200, inpMs: 100 };

/** What apps/api/bench/webData.ts prints. */
interface BenchData {
  employer: string;
  consultant: string;
  pipelineVacancyId: number;
  vacancies: number;
  applications: number;
  candidates: number;
  seconds: number;
}

interface Session {
  token: string;
  refreshToken: string;
}

/** What the page's web-vitals callbacks left in `window.__vitals`. */
interface Vitals {
  lcp: number | null;
  lcpTarget: string | null;
  /** web-vitals' LCP attribution: time to the first byte, and from it until the element painted. */
  lcpTtfb: number | null;
  lcpRenderDelay: number | null;
  inp: number | null;
  inpTarget: string | null;
  inpType: string | null;
}

interface Interaction {
  name: string;
  /** Done before the measured input: synthetic clicks only (no Event Timing interaction). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input (real mouse or keyboard), waiting until its result shows. */
  act: (page: Page) => Promise<void>;
}

interface Route {
  name: string;
  target: string;
  session: 'employer' | 'consultant';
  /** The page has shown its content. */
  ready: (page: Page) => Promise<void>;
  interactions: Interaction[];
}

interface Visit {
  /** Every JS response until the network was idle; `afterShown`: it arrived after the LCP paint. */
  js: { asset: string; gzip: number; afterShown: boolean }[];
  vitals: Vitals;
  /** The API requests of the visit until the page showed: path, start and end (ms from navigation). */
  api: { path: string; start: number; end: number }[];
  /** With `--trace`, the first visit's main thread until LCP. */
  mainThread?: MainThreadSummary | null;
}

// ---------------------------------------------------------------------------------------------
// Dialog and editor code in a chunk, from its source map.

/** Allowed in initial JS (as packages/ui/bench/dialogs/chunks.mjs): the lazy wrappers and the refusal type. */
const dialogWrappers = new Set(['lazyDialog.tsx', 'FormDialog/FormDialog.messages.ts', 'FormDialog/FormRefusal.ts']);
/** The rich-text editor: its component and commands, and ProseMirror's editing packages. */
const editorSource =
  /widgets\/Editor\/(RichTextEditor\.tsx|commands\.ts|emoji\.ts|suggest\.ts)$|node_modules\/(prosemirror-(view|state|commands|history|keymap|dropcursor|gapcursor|tables|schema-list|inputrules)|rope-sequence)\//;

function lazyCodeIn(asset: string): { dialogs: string[]; editor: string[] } {
  const map = path.join(dist, `${asset}.map`);
  if (!existsSync(map)) return { dialogs: [], editor: [] };
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  const dialogs = sources
    .map((s) => /packages\/ui\/src\/dialogs\/(.+)$/.exec(s)?.[1])
    .filter((rel): rel is string => !!rel && !dialogWrappers.has(rel) && path.basename(rel) !== 'index.ts');
  const editor = sources.filter((s) => editorSource.test(s)).map((s) => s.replace(/^.*node_modules\//, '').replace(/^.*src\//, ''));
  return { dialogs, editor };
}

// ---------------------------------------------------------------------------------------------
// Server and data.

async function seed(dataDir: string): Promise<BenchData> {
  const { stdout } = await execFile('pnpm', ['exec', 'tsx', 'apps/api/bench/webData.ts', dataDir], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as BenchData;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn('pnpm', ['--filter', '@mandate/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const passwords: Record<string, string> = {
  'employer@mandate.demo': 'Employer-2026',
  'consultant1@mandate.demo': 'Consultant-2026',
};

async function login(username: string): Promise<Session> {
  const response = await fetch(`${origin}/api/authentication/login/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: passwords[username] }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}`);
  return ((await response.json()) as { result: Session }).result;
}

// ---------------------------------------------------------------------------------------------
// One visit.

// The package exports no path to its IIFE build: it is next to the CommonJS one.
const webVitalsDist = path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'));
const webVitalsScript = readFileSync(path.join(webVitalsDist, 'web-vitals.attribution.iife.js'), 'utf8');
const webVitalsVersion = (JSON.parse(readFileSync(path.join(webVitalsDist, '../package.json'), 'utf8')) as { version: string }).version;

type Metric = { value: number; attribution?: Record<string, unknown> };
/** The part of web-vitals' API used here (its IIFE build defines `webVitals`). */
interface WebVitals {
  onLCP: (callback: (metric: Metric) => void, options: object) => void;
  onINP: (callback: (metric: Metric) => void, options: object) => void;
}

/** Runs in the page before the app: web-vitals' callbacks write into `window.__vitals`. */
function registerVitals(webVitals: WebVitals) {
  const w = window as unknown as { __vitals: Vitals };
  w.__vitals = { lcp: null, lcpTarget: null, lcpTtfb: null, lcpRenderDelay: null, inp: null, inpTarget: null, inpType: null };
  webVitals.onLCP(
    (m) => {
      w.__vitals.lcp = m.value;
      w.__vitals.lcpTarget = (m.attribution?.target as string | undefined) ?? null;
      w.__vitals.lcpTtfb = (m.attribution?.timeToFirstByte as number | undefined) ?? null;
      w.__vitals.lcpRenderDelay = (m.attribution?.elementRenderDelay as number | undefined) ?? null;
    },
    { reportAllChanges: true },
  );
  webVitals.onINP(
    (m) => {
      w.__vitals.inp = m.value;
      w.__vitals.inpTarget = (m.attribution?.interactionTarget as string | undefined) ?? null;
      w.__vitals.inpType = (m.attribution?.interactionType as string | undefined) ?? null;
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/** web-vitals reports its final INP when the page is hidden: a visibility change as on leaving the tab. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const readVitals = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

async function visit(browser: Browser, route: Route, session: Session, interaction: Interaction | null): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(({ token, refreshToken }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('token.refresh', refreshToken);
    }, session);
    // tsx (esbuild) names functions through a `__name` helper, which the page's copies call too.
    await context.addInitScript({
      content: `globalThis.__name = (f) => f;\n${webVitalsScript}\n;(${registerVitals.toString()})(webVitals);`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const tracing = trace && !interaction;
    if (tracing) await startTrace(cdp);
    const network = networkTracker(page);
    const pending: Promise<{ asset: string; gzip: number }>[] = [];
    let collecting = true;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!collecting || url.origin !== origin || !url.pathname.endsWith('.js')) return;
      pending.push(response.body().then((body) => ({ asset: url.pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${origin}${route.target}`);
    // Nothing of the harness runs in the page until its first load has settled (decision 0046):
    // a locator's wait injects Playwright's script and evaluates its selector on every animation
    // frame, on the page's main thread, which held back the paint it was waiting for by some 40 to
    // 150 ms at 4× (more on the larger pages). The network is watched from outside; the page's
    // content is checked once it is quiet.
    await network.quiet();
    await route.ready(page);
    await page.waitForTimeout(300);
    const loaded = await readVitals(page);
    // A chunk arrived "after the page showed" when its response ended after the LCP paint.
    const arrivals = await page.evaluate(() =>
      Object.fromEntries(
        performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, (e as PerformanceResourceTiming).responseEnd]),
      ),
    );
    const api = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    collecting = false;
    const js = (await Promise.all(pending)).map((r) => ({
      ...r,
      afterShown: loaded.lcp !== null && (arrivals[r.asset] ?? 0) > loaded.lcp,
    }));
    const mainThread = tracing ? summarise(await stopTrace(cdp), origin, loaded.lcp ?? 0) : undefined;
    if (!interaction) return { js, vitals: loaded, api, mainThread };
    await interaction.prepare?.(page);
    await interaction.act(page);
    // Event Timing entries arrive after the next paint; web-vitals takes them in an idle callback.
    await page.waitForTimeout(500);
    await page.evaluate(hidePage);
    await page.waitForTimeout(300);
    const after = await readVitals(page);
    return {
      js,
      api,
      vitals: { ...after, lcp: loaded.lcp, lcpTarget: loaded.lcpTarget, lcpTtfb: loaded.lcpTtfb, lcpRenderDelay: loaded.lcpRenderDelay },
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The routes and their interactions.

/** A click that is not a user's: the element's own `click()` (untrusted, no Event Timing entry). */
const syntheticClick = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).click());

function routes(data: BenchData): Route[] {
  const view = `/dashboard/vacancy/${data.pipelineVacancyId}/view`;
  const actionsButton = (page: Page) => page.getByRole('button', { name: 'Actions', exact: true });
  const firstDetails = (page: Page) => page.getByRole('button', { name: /^Details: / }).first();
  return [
    {
      name: 'home /dashboard/index/my-mandate',
      target: '/dashboard/index/my-mandate',
      session: 'employer',
      ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
      interactions: [],
    },
    {
      name: `vacancy list (${data.vacancies.toLocaleString('en')})`,
      target: '/dashboard/vacancies',
      session: 'employer',
      ready: (page) => page.getByRole('table', { name: 'Vacancies' }).getByRole('link').first().waitFor(),
      interactions: [
        {
          name: 'change a filter (favourites only)',
          act: async (page) => {
            await page.getByText('Favourites only', { exact: true }).click();
            await page.waitForURL(/fav=1/);
          },
        },
        {
          name: 'change a filter (status tab)',
          act: async (page) => {
            await page.getByRole('tab', { name: /^On hold/ }).click();
            await page.waitForURL(/tab=on-hold/);
          },
        },
      ],
    },
    {
      name: 'vacancy view',
      target: view,
      session: 'employer',
      ready: (page) => actionsButton(page).waitFor(),
      interactions: [
        {
          name: 'open the actions menu',
          act: async (page) => {
            await actionsButton(page).click();
            await page.getByRole('menu').waitFor();
          },
        },
        {
          name: 'open a dialog (put on hold)',
          prepare: async (page) => {
            await syntheticClick(actionsButton(page));
            await page.getByRole('menuitem', { name: 'Put on hold' }).waitFor();
          },
          act: async (page) => {
            await page.getByRole('menuitem', { name: 'Put on hold' }).click();
            await page.getByRole('dialog', { name: 'Put vacancy on hold' }).waitFor();
          },
        },
      ],
    },
    {
      name: `applications (${data.applications})`,
      target: `${view}?tab=applications`,
      session: 'employer',
      ready: (page) => firstDetails(page).waitFor(),
      interactions: [
        {
          name: 'select an application (open its card)',
          act: async (page) => {
            await firstDetails(page).click();
            await page
              .getByRole('group', { name: /^Actions for / })
              .first()
              .waitFor();
          },
        },
        {
          name: 'open an action (reject dialog)',
          prepare: async (page) => {
            await syntheticClick(firstDetails(page));
            await page
              .getByRole('group', { name: /^Actions for / })
              .first()
              .getByRole('button', { name: 'Reject' })
              .waitFor();
          },
          act: async (page) => {
            await page
              .getByRole('group', { name: /^Actions for / })
              .first()
              .getByRole('button', { name: 'Reject' })
              .click();
            await page.getByRole('dialog').waitFor();
          },
        },
      ],
    },
    {
      name: `candidate list (${data.candidates.toLocaleString('en')})`,
      target: '/dashboard/candidate/list',
      session: 'consultant',
      ready: (page) =>
        page
          .getByRole('link', { name: /Bench\d+/ })
          .first()
          .waitFor(),
      interactions: [
        {
          name: 'filter (type "Bench42" in the search)',
          act: async (page) => {
            await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).click();
            await page.keyboard.type('Bench42', { delay: 120 });
            await page.waitForURL(/search=Bench42/);
            await page
              .getByRole('link', { name: /Bench42\b/ })
              .first()
              .waitFor();
          },
        },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Run and report.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

interface Row {
  route: string;
  measure: string;
  value: string;
  goal: string;
  ok: boolean;
  note?: string;
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('no built app: run `pnpm --filter @mandate/web build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-vitals-'));
  const rows: Row[] = [];
  let server: ChildProcess | null = null;
  try {
    const data = await seed(dataDir);
    console.log(
      `\nWeb vitals of the vacancy and candidate screens (issues 15, 16): headless Chromium at ${cpuRate}× CPU slowdown, web-vitals ${webVitalsVersion}, ${runs} run(s) per interaction; data: ${data.vacancies.toLocaleString('en')} vacancies of ${data.employer}, ${data.applications} applications on one, ${data.candidates.toLocaleString('en')} candidates of ${data.consultant} (seeded in ${data.seconds.toFixed(0)} s)`,
    );
    server = await startServer(dataDir);
    const sessions = { employer: await login(data.employer), consultant: await login(data.consultant) };
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      for (const route of routes(data).filter((r) => !only || r.name.includes(only))) {
        const session = sessions[route.session];
        const first = await visit(browser, route, session, null);
        const lcps = [first.vitals.lcp];
        const js = first.js.reduce((sum, r) => sum + r.gzip, 0);
        if (listFiles) {
          console.log(`  ${route.name}: initial JS by file`);
          for (const r of [...first.js].sort((a, b) => b.gzip - a.gzip))
            console.log(`    ${kb(r.gzip).padStart(9)}  ${r.asset}${r.afterShown ? '  (after the page showed)' : ''}`);
          console.log(`  ${route.name}: API requests (ms from navigation start)`);
          for (const r of first.api) console.log(`    ${ms(r.start).padStart(8)} → ${ms(r.end).padStart(8)}  ${r.path}`);
        }
        if (trace) printSummary(route.name, first.mainThread ?? null);
        const lazy = first.js.map((r) => lazyCodeIn(r.asset.replace(/^\//, '')));
        const dialogs = [...new Set(lazy.flatMap((l) => l.dialogs))];
        const editor = [...new Set(lazy.flatMap((l) => l.editor))];
        rows.push({
          route: route.name,
          measure: `initial JS (${first.js.length} files)`,
          value: `${kb(js)} (${kb(first.js.filter((r) => !r.afterShown).reduce((sum, r) => sum + r.gzip, 0))} before it showed)`,
          goal: `≤ ${goals.initialJsKb} kB`,
          ok: js / 1024 <= goals.initialJsKb,
        });
        rows.push({
          route: route.name,
          measure: 'dialog / editor code in it',
          value: dialogs.length || editor.length ? 'yes' : 'none',
          goal: 'none',
          ok: dialogs.length === 0 && editor.length === 0,
          note: [...dialogs, ...editor].join(', '),
        });
        const interactions = jsOnly ? [] : route.interactions;
        for (const interaction of interactions) {
          const values: number[] = [];
          let target = '';
          for (let run = 0; run < runs; run += 1) {
            const result = await visit(browser, route, session, interaction);
            lcps.push(result.vitals.lcp);
            // No report at all (not even the first input's delay): a failed measurement.
            values.push(result.vitals.inp ?? Number.NaN);
            target = `${result.vitals.inpType ?? ''} ${result.vitals.inpTarget ?? ''}`.trim();
          }
          const value = values.some(Number.isNaN) ? null : median(values);
          rows.push({
            route: route.name,
            measure: `INP: ${interaction.name}`,
            value: `${ms(value)} (${values.map((v) => Math.round(v)).join(', ')})`,
            goal: `≤ ${goals.inpMs} ms`,
            ok: value !== null && value <= goals.inpMs,
            note: target,
          });
        }
        const measured = lcps.filter((v): v is number => v !== null);
        const lcp = measured.length ? median(measured) : null;
        rows.splice(rows.length - interactions.length, 0, {
          route: route.name,
          measure: `LCP (median of ${measured.length} visits)`,
          value: `${ms(lcp)} (${measured.map((v) => Math.round(v)).join(', ')})`,
          goal: `≤ ${goals.lcpMs} ms`,
          ok: lcp !== null && lcp <= goals.lcpMs,
          note: `first visit: TTFB ${ms(first.vitals.lcpTtfb)}, render delay ${ms(first.vitals.lcpRenderDelay)}; ${first.vitals.lcpTarget ?? ''}`,
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const widths = [36, 44, 30, 10];
  console.log(
    `  ${'route'.padEnd(widths[0]!)} ${'measure'.padEnd(widths[1]!)} ${'value'.padEnd(widths[2]!)} ${'goal'.padEnd(widths[3]!)} result`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.route.padEnd(widths[0]!)} ${r.measure.padEnd(widths[1]!)} ${r.value.padEnd(widths[2]!)} ${r.goal.padEnd(widths[3]!)} ${verdict(r.ok)}${r.note ? `  ${r.note}` : ''}`,
    );
  }
  const missed = rows.filter((r) => !r.ok);
  console.log(missed.length ? `  ${missed.length} goal(s) missed` : '  every goal met');
  if (check && missed.length) process.exit(1);
}

await main();
