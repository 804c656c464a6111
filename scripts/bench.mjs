#!/usr/bin/env node
// `pnpm bench`: measured figures, printed as a table.
// - web: gzip bytes of the JavaScript and CSS a first visit loads (entry + modulepreloads).
// Further benchmarks (API throughput, editor size, autocomplete latency) join here as they land.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

function build() {
  const r = spawnSync('pnpm', ['--filter', '@mandate/web', 'build'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0) throw new Error('web build failed');
}

function initialAssets() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)];
}

build();
const rows = initialAssets().map((ref) => {
  const bytes = readFileSync(path.join(dist, ref));
  return { asset: ref, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = (kind) => rows.filter((r) => r.asset.endsWith(kind)).reduce((s, r) => s + r.gzip, 0);
console.log('\nInitial load of the web app (first visit):');
for (const r of rows)
  console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(8)} kB gz  ${(r.raw / 1024).toFixed(1).padStart(8)} kB raw  ${r.asset}`);
console.log(`  JS total:  ${(total('.js') / 1024).toFixed(1)} kB gzip`);
console.log(`  CSS total: ${(total('.css') / 1024).toFixed(1)} kB gzip`);
