#!/usr/bin/env node
/* global console, process, URL */
// Bench (a) of issue 7: gzip size (JS + CSS) of the editor chunk against CKEditor 5 with the same
// toolbar features, both built here with Vite in production mode. Ours: what a page loads when the
// lazy RichTextEditor first shows (the editor chunk's static closure, less what the entry loads).
// CKEditor: the whole build of ckeditor/main.ts (it has no React; our entry's React is not counted).
// With --check, both builds are opened in headless Chromium to see that each editor starts.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function buildPage(name, entry, plugins) {
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-editor-${name}-`));
  await build({
    configFile: false,
    root: here,
    logLevel: 'silent',
    mode: 'production',
    plugins,
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(here, entry) } },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  return { outDir, manifest };
}

/** Files loaded by a manifest entry through static imports (its own chunk, imports, CSS). */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function assets(outDir) {
  return readdirSync(path.join(outDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
}

/** Gzip bytes of what the lazy editor adds to a page built from `entry`. */
async function lazyEditor(name, entry) {
  const result = await buildPage(name, entry, [react(), vanillaExtractPlugin()]);
  const key = Object.keys(result.manifest).find((k) => result.manifest[k].isEntry);
  const onFirstLoad = staticClosure(result.manifest, key);
  // The editor's dynamic import and what it loads with it; other lazy chunks of the page (the
  // notification bars, which load with the first bar) are not the editor's.
  const editorKey = Object.keys(result.manifest).find((k) => /widgets\/Editor\/RichTextEditor\.tsx$/.test(k));
  if (!editorKey) throw new Error('the editor chunk is not in the manifest');
  const editorFiles = staticClosure(result.manifest, editorKey);
  const files = assets(result.outDir).filter((f) => editorFiles.has(f) && !onFirstLoad.has(f));
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gz(path.join(result.outDir, f)), 0);
  return { ...result, files, js: sum('.js'), css: sum('.css') };
}

// In the app (the goal's measure): the shell already loads the design system's dialogs and fields.
const ours = await lazyEditor('ours', 'ours/shell.tsx');
// Alone: a page with nothing but the provider, so the chunk also carries the react-aria parts it uses.
const bare = await lazyEditor('bare', 'ours/main.tsx');
const oursJs = ours.js;
const oursCss = ours.css;
const editorFiles = ours.files;

const ck = await buildPage('ckeditor', 'ckeditor/main.ts', []);
const ckFiles = assets(ck.outDir);
const ckJs = ckFiles.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(path.join(ck.outDir, f)), 0);
const ckCss = ckFiles.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(path.join(ck.outDir, f)), 0);

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ratio = (oursJs + oursCss) / (ckJs + ckCss);
console.log('\nRich-text editor chunk, gzip (JS + CSS), same toolbar features:');
console.log(
  `  ours, lazy chunk in the app:     ${kb(oursJs + oursCss).padStart(9)}  (JS ${kb(oursJs)}, CSS ${kb(oursCss)}; ${editorFiles.length} files)`,
);
console.log(
  `  ours on a bare page (no shell):  ${kb(bare.js + bare.css).padStart(9)}  (JS ${kb(bare.js)}, CSS ${kb(bare.css)}; includes react-aria menus, dialog, fields)`,
);
console.log(`  CKEditor 5 48.5.2:               ${kb(ckJs + ckCss).padStart(9)}  (JS ${kb(ckJs)}, CSS ${kb(ckCss)})`);
console.log(`  ratio: ${(ratio * 100).toFixed(0)}% of CKEditor (goal ≤ 33%) ${ratio <= 1 / 3 ? 'met' : 'NOT met'}`);

if (process.argv.includes('--check')) {
  const { chromium } = await import('playwright');
  const { chromiumArgs, chromiumPath } = await import('../../../../scripts/chromium.mjs');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const [name, result, selector] of [
      ['ours', ours, '.ProseMirror'],
      ['CKEditor', ck, '.ck-editor__editable'],
    ]) {
      const entry = Object.values(result.manifest).find((c) => c.isEntry);
      const html = `<!doctype html><html><head>${(entry.css ?? []).map((c) => `<link rel="stylesheet" href="/${c}">`).join('')}</head><body><div id="root"></div><script type="module" src="/${entry.file}"></script></body></html>`;
      writeFileSync(path.join(result.outDir, 'index.html'), html);
      const { createServer } = await import('node:http');
      const server = createServer((req, res) => {
        const file = path.join(
          result.outDir,
          decodeURIComponent(new URL(req.url, 'http://x').pathname === '/' ? '/index.html' : new URL(req.url, 'http://x').pathname),
        );
        try {
          const body = readFileSync(file);
          res.writeHead(200, {
            'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html',
          });
          res.end(body);
        } catch {
          res.writeHead(404).end();
        }
      }).listen(0);
      const port = server.address().port;
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForSelector(selector, { timeout: 30_000 });
      console.log(`  ${name}: editor started in headless Chromium`);
      await page.close();
      server.close();
    }
  } finally {
    await browser.close();
  }
}
