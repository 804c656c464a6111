#!/usr/bin/env node
/* global Buffer, console, process */
// Issue 13: every dialog is a lazy chunk of its own, and none is part of the initial JS of a route.
//  1. Every dialog the design system exports as a lazy chunk (`lazyDialog` in its folder's index.ts)
//     is built the way the app builds (apps/web/vite.config.ts: precompiled messages, React,
//     vanilla-extract) from an entry that imports them all; printed per dialog: its own chunk (JS +
//     CSS, gzip level 9) and what opening it loads beyond the entry (its static closure less the
//     entry's), and whether it can load the rich-text editor (only through a dynamic import).
//  2. The web app is built and, for the entry and every lazily loaded screen, the static closure of
//     chunks a visit loads is searched for dialog code: any module of packages/ui/src/dialogs other
//     than the lazy wrappers (lazyDialog.tsx and its loading label, each folder's index.ts) and the
//     refusal type fails the check. "On opening" in part 1 is measured against an entry that only
//     imports the wrappers: the app's entry already holds much of it (React Aria, react-intl).
//   node packages/ui/bench/dialogs/chunks.mjs [--check]   (exit 1 with --check on a dialog in initial JS)
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dialogsDir = path.join(root, 'packages/ui/src/dialogs');
const webConfig = path.join(root, 'apps/web/vite.config.ts');
const check = process.argv.includes('--check');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const gz = (code) => gzipSync(typeof code === 'string' ? Buffer.from(code) : code, { level: 9 }).length;

/** The dialogs exported as lazy chunks: folders whose index.ts wraps the component in lazyDialog. */
const lazyDialogs = readdirSync(dialogsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(dialogsDir, d.name, 'index.ts')))
  .filter((d) => readFileSync(path.join(dialogsDir, d.name, 'index.ts'), 'utf8').includes('lazyDialog('))
  .map((d) => d.name)
  .sort();

/** Builds with the app's Vite config and answers the output chunks and assets by file name. */
async function viteBuild(options) {
  const result = await build({
    configFile: webConfig,
    logLevel: 'silent',
    mode: 'production',
    ...options,
    build: { write: false, sourcemap: false, ...options.build },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return new Map(outputs.map((o) => [o.fileName, o]));
}

const sizeOf = (files, fileName) => {
  const item = files.get(fileName);
  return item ? gz(item.type === 'chunk' ? item.code : item.source) : 0;
};

/** The chunk files (and their CSS) a chunk loads through static imports, itself included. */
function staticClosure(files, fileName, seen = new Set()) {
  const chunk = files.get(fileName);
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const dep of chunk.imports) staticClosure(files, dep, seen);
  return seen;
}

const bytes = (files, set) => [...set].reduce((sum, f) => sum + sizeOf(files, f), 0);
// Allowed in a route's initial JS: the lazy wrappers, the wrapper's loading label, and the refusal
// type the app's action atoms create for a dialog (apps/web/src/data/refusal.ts).
const wrapperModules = new Set(['lazyDialog.tsx', 'FormDialog/FormDialog.messages.ts', 'FormDialog/FormRefusal.ts']);
const isDialogCode = (id) => {
  const rel = path.relative(dialogsDir, id.split('?')[0]);
  return !rel.startsWith('..') && !wrapperModules.has(rel) && path.basename(rel) !== 'index.ts';
};
const facadeIn = (chunk, dir) => chunk.facadeModuleId && !path.relative(dir, chunk.facadeModuleId).startsWith('..');

// 1. Every lazy dialog, built from one entry that imports them all.
const entryId = '\0bench-dialogs-entry';
const entryPlugin = {
  name: 'bench-dialogs-entry',
  enforce: 'pre',
  resolveId: (id) => (id === 'bench-dialogs-entry' ? entryId : null),
  load: (id) =>
    id === entryId
      ? `import { ${lazyDialogs.join(', ')} } from ${JSON.stringify(path.join(root, 'packages/ui/src/index.ts'))};\nglobalThis.dialogs = [${lazyDialogs.join(', ')}];\n`
      : null,
};
const harness = await viteBuild({
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [entryPlugin],
  build: { rollupOptions: { input: 'bench-dialogs-entry' } },
});
const harnessChunks = [...harness.values()].filter((o) => o.type === 'chunk');
const harnessEntry = harnessChunks.find((c) => c.isEntry);
const entryFiles = staticClosure(harness, harnessEntry.fileName);
const editorChunk = harnessChunks.find(
  (c) => c.isDynamicEntry && /widgets\/Editor\//.test(c.facadeModuleId ?? '') && !/Lazy/.test(c.facadeModuleId ?? ''),
);

console.log(
  `\nDialog chunks (${lazyDialogs.length} lazy dialogs; gzip level 9, JS + CSS; the entry that imports them all: ${kb(bytes(harness, entryFiles))}):`,
);
console.log(`  ${'dialog'.padEnd(34)} ${'own chunk'.padStart(10)} ${'on opening'.padStart(11)}  editor`);
let missing = 0;
for (const name of lazyDialogs) {
  const chunk = harnessChunks.find((c) => c.isDynamicEntry && facadeIn(c, path.join(dialogsDir, name)));
  if (!chunk) {
    missing += 1;
    console.log(`  ${name.padEnd(34)} not a chunk of its own`);
    continue;
  }
  const own = sizeOf(harness, chunk.fileName);
  const ownCss = [...(chunk.viteMetadata?.importedCss ?? [])].reduce((s, f) => s + sizeOf(harness, f), 0);
  const closure = staticClosure(harness, chunk.fileName);
  const extra = new Set([...closure].filter((f) => !entryFiles.has(f)));
  const loadsEditor = editorChunk && [...closure].some((f) => harness.get(f)?.dynamicImports?.includes(editorChunk.fileName));
  const editorStatic = editorChunk && closure.has(editorChunk.fileName);
  if (editorStatic) missing += 1;
  console.log(
    `  ${name.padEnd(34)} ${kb(own + ownCss).padStart(10)} ${kb(bytes(harness, extra)).padStart(11)}  ${editorStatic ? 'IN ITS CHUNKS' : loadsEditor ? 'lazy, when shown' : '-'}`,
  );
}

// 2. The app: no dialog code in what the entry or any screen loads before a dialog opens.
const app = await viteBuild({ root: path.join(root, 'apps/web') });
const appChunks = [...app.values()].filter((o) => o.type === 'chunk');
const appEntry = appChunks.find((c) => c.isEntry);
const screens = appChunks.filter((c) => c.isDynamicEntry && facadeIn(c, path.join(root, 'apps/web/src/screens')));
let offending = 0;
console.log(`\nDialog code in the initial JS of the app's routes (entry + each of ${screens.length} lazily loaded screens):`);
for (const screen of [appEntry, ...screens]) {
  const closure = new Set([...staticClosure(app, appEntry.fileName), ...staticClosure(app, screen.fileName)]);
  const dialogModules = [...closure].flatMap((f) => (app.get(f)?.type === 'chunk' ? app.get(f).moduleIds.filter(isDialogCode) : []));
  const label = screen === appEntry ? 'entry' : path.relative(path.join(root, 'apps/web/src/screens'), screen.facadeModuleId);
  offending += dialogModules.length;
  console.log(
    `  ${label.padEnd(40)} ${kb(bytes(app, closure)).padStart(9)}  ${dialogModules.length ? `dialog code: ${dialogModules.map((id) => path.relative(dialogsDir, id)).join(', ')}` : 'no dialog code'}`,
  );
}

if (check && (offending || missing)) {
  console.error(
    `\n✗ ${offending} dialog module(s) in initial JS, ${missing} dialog(s) without a chunk of their own or with the editor in their chunks`,
  );
  process.exit(1);
}
