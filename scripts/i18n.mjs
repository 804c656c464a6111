#!/usr/bin/env node
// Message catalogues: EN is extracted from the code (formatjs CLI), DE is translated by hand.
//   node scripts/i18n.mjs extract          rewrite every en.json from the sources
//   node scripts/i18n.mjs check            fail on a stale en.json, a missing, stale or
//                                          untranslated DE message, or mismatched placeholders
//   node scripts/i18n.mjs set-de ID TEXT   put one German text into the right de.json
// A DE text that is rightly the same as its EN source (e.g. "Status", "OK") is listed in
// de.same.json beside the catalogue.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const catalogues = [
  { name: 'ui', src: 'packages/ui/src', dir: 'packages/ui/src/i18n', prefix: 'ui.' },
  { name: 'web', src: 'apps/web/src', dir: 'apps/web/src/i18n', prefix: 'web.' },
];

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);
const sortKeys = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
const writeJson = (file, obj) => writeFileSync(file, JSON.stringify(sortKeys(obj), null, 2) + '\n');

function extract(cat, outFile) {
  const srcDir = path.join(root, cat.src);
  if (!existsSync(srcDir)) return {};
  const bin = path.join(root, 'node_modules/.bin/formatjs');
  execFileSync(
    bin,
    [
      'extract',
      `${cat.src}/**/*.{ts,tsx}`,
      '--ignore',
      '**/*.stories.tsx',
      '--ignore',
      '**/*.test.ts',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      outFile,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return readJson(outFile, {});
}

/** The placeholder names of an ICU message ({name}, {n, plural, ...}). */
function placeholders(message) {
  const names = new Set();
  for (const m of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)) names.add(m[1]);
  return [...names].sort().join(',');
}

function check() {
  const problems = [];
  const tmp = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  for (const cat of catalogues) {
    const dir = path.join(root, cat.dir);
    const fresh = extract(cat, path.join(tmp, `${cat.name}.json`));
    const en = readJson(path.join(dir, 'en.json'), {});
    const de = readJson(path.join(dir, 'de.json'), {});
    const same = new Set(readJson(path.join(dir, 'de.same.json'), []));
    if (JSON.stringify(sortKeys(fresh)) !== JSON.stringify(sortKeys(en))) {
      problems.push(`${cat.dir}/en.json is not what the code says: run \`pnpm i18n:extract\``);
    }
    for (const [id, text] of Object.entries(fresh)) {
      if (!id.startsWith(cat.prefix)) problems.push(`${id}: ids in ${cat.src} start with "${cat.prefix}"`);
      const german = de[id];
      if (typeof german !== 'string' || german.trim() === '') problems.push(`${id}: German text missing`);
      else if (german === text && !same.has(id))
        problems.push(`${id}: German text equals English ("${text}"); translate it or list the id in de.same.json`);
      else if (placeholders(german) !== placeholders(text))
        problems.push(`${id}: placeholders differ (en: ${placeholders(text)}; de: ${placeholders(german)})`);
    }
    for (const id of Object.keys(de)) if (!(id in fresh)) problems.push(`${id}: in de.json but no longer in the code`);
    for (const id of same) if (!(id in fresh)) problems.push(`${id}: in de.same.json but no longer in the code`);
    console.log(`${cat.name}: ${Object.keys(fresh).length} messages, ${Object.keys(de).length} German`);
  }
  if (problems.length) {
    console.error(`i18n check failed (${problems.length}):\n  ` + problems.join('\n  '));
    process.exit(1);
  }
  console.log('i18n check passed: every message has a German text.');
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'extract') {
  for (const cat of catalogues) {
    const out = path.join(root, cat.dir, 'en.json');
    if (!existsSync(path.join(root, cat.src))) continue;
    const messages = extract(cat, out);
    writeJson(out, messages);
    console.log(`${cat.dir}/en.json: ${Object.keys(messages).length} messages`);
  }
} else if (cmd === 'check') {
  check();
} else if (cmd === 'set-de') {
  const [id, text] = args;
  const cat = catalogues.find((c) => id?.startsWith(c.prefix));
  if (!cat || !text) {
    console.error('usage: node scripts/i18n.mjs set-de ui.component.key "German text"');
    process.exit(2);
  }
  const file = path.join(root, cat.dir, 'de.json');
  const de = readJson(file, {});
  de[id] = text;
  writeJson(file, de);
} else {
  console.error('usage: node scripts/i18n.mjs extract | check | set-de ID TEXT');
  process.exit(2);
}
