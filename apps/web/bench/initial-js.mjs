#!/usr/bin/env node
/* global console, fetch, localStorage, process, setTimeout, URL */
// Issue 6: the initial JavaScript of `/account/login`, measured where it counts: the built app is
// served by the real server (fresh embedded database, production mode) and a first visit of
// /account/login (empty cache, no cookies, so English) is made in headless Chromium. Every
// JavaScript response of the visit is summed, gzip level 9 of the bytes the browser received (the
// same figure whatever the server's own compression), split into what had arrived when the login
// form showed and what came after, until the network is idle. A second visit with `locale=de`
// shows the German figure (only its catalogue differs).
// Needs a built app (apps/web/dist); `pnpm bench` builds it first.
//   node apps/web/bench/initial-js.mjs [--goal=150]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { networkTracker } from './networkTracker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const goalArg = process.argv.find((a) => a.startsWith('--goal='));
const goalKb = goalArg ? Number(goalArg.slice('--goal='.length)) : 150;
const port = Number(process.env.BENCH_WEB_PORT ?? 8199);
const origin = `http://127.0.0.1:${port}`;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

// What index.html names: the entry script and its modulepreloads; anything else was loaded by them.
const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
const roleOf = (asset) => {
  if (html.includes(`<script type="module" crossorigin src="${asset}"`)) return 'entry';
  if (html.includes(`rel="modulepreload" crossorigin href="${asset}"`)) return 'modulepreload';
  if (html.includes(`rel="stylesheet" crossorigin href="${asset}"`)) return 'stylesheet';
  return 'loaded by the entry';
};

async function startServer() {
  const child = spawn('pnpm', ['--filter', '@mandate/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-web-')), NODE_ENV: 'production' },
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

/** The login form is there: its e-mail field and submit button. */
const loginShows = async (page) => {
  await page.getByRole('textbox').first().waitFor();
  await page.locator('form button[type="submit"]').waitFor();
};

/**
 * One first visit of `target` (empty cache): the JS and CSS responses, each marked as before or after
 * the page showed (`ready`). `session` puts a token pair into localStorage before the app starts.
 */
async function visit(browser, { cookies = [], target = '/account/login', ready = loginShows, session = null } = {}) {
  const context = await browser.newContext();
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  if (session)
    await context.addInitScript(({ token, refreshToken }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('token.refresh', refreshToken);
    }, session);
  const page = await context.newPage();
  const pending = [];
  let rendered = false;
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== origin) return;
    const afterRender = rendered;
    pending.push(response.body().then((body) => ({ asset: url.pathname, kind, afterRender, gzip: gzipSync(body, { level: 9 }).length })));
  });
  const network = networkTracker(page);
  await page.goto(`${origin}${target}`);
  await ready(page);
  rendered = true;
  await network.quiet();
  const rows = await Promise.all(pending);
  await context.close();
  return rows;
}

function report(title, rows) {
  const sum = (filter) => rows.filter(filter).reduce((s, r) => s + r.gzip, 0);
  console.log(`\n${title}`);
  for (const r of rows) {
    const when = r.afterRender ? ', after the page showed' : '';
    console.log(`  ${kb(r.gzip).padStart(9)} gz  ${r.asset}  (${roleOf(r.asset)}${when})`);
  }
  const js = sum((r) => r.kind === 'js');
  console.log(`  JS before the page shows: ${kb(sum((r) => r.kind === 'js' && !r.afterRender))}; whole visit: ${kb(js)} gzip`);
  console.log(`  CSS: ${kb(sum((r) => r.kind === 'css'))} gzip`);
  return js;
}

const server = await startServer();
let english;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    english = report('Initial JavaScript of /account/login (first visit, English, headless Chromium):', await visit(browser));
    report('The same visit in German (locale=de cookie):', await visit(browser, { cookies: [{ name: 'locale', value: 'de' }] }));
    // Issue 11: the vacancy view as the demo employer. The page, its menu and the put-on-hold dialog
    // are lazy chunks: the dialog's chunk must not be part of this visit (it loads when it opens).
    const login = await fetch(`${origin}/api/authentication/login/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'employer@mandate.demo', password: 'Employer-2026' }),
    });
    const session = (await login.json()).result;
    const list = await fetch(`${origin}/api/job/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Token: session.token },
      body: JSON.stringify({ statuses: ['active'] }),
    });
    const vacancyId = (await list.json()).result.items[0].id;
    const vacancyRows = await visit(browser, {
      target: `/dashboard/vacancy/${vacancyId}/view`,
      session,
      ready: (page) => page.getByRole('button', { name: 'Actions' }).waitFor(),
    });
    report(`Initial JavaScript of /dashboard/vacancy/${vacancyId}/view (first visit as the employer, English):`, vacancyRows);
    const dialogLoaded = vacancyRows.some((r) => r.asset.includes('PutOnHoldDialog'));
    console.log(
      `  the put-on-hold dialog's chunk loaded before it was opened: ${dialogLoaded ? 'yes (NOT lazy)' : 'no (lazy, as it should be)'}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
const verdict = english / 1024 <= goalKb ? 'met' : 'NOT met';
console.log(
  `  initial JS of /account/login: ${kb(english)} gzip; goal ≤ ${goalKb} kB ${verdict} (react-dom with react-router alone: ~97 kB)`,
);
