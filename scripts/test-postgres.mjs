// Vitest global set-up: a real PostgreSQL server for the server tests, started from Debian's
// postgresql binaries in a temporary folder on a free port, stopped afterwards.
// TEST_DATABASE_URL (an admin URL of a server you run) skips starting one.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  return null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function setup({ provide }) {
  if (process.env.TEST_DATABASE_URL) {
    provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql); npm test installs it.');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the postgres user then.
  const as = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const dir = mkdtempSync(path.join(tmpdir(), 'mandate-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (cmd, args) => {
    const [c, a] = as(path.join(bin, cmd), args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  // The same server over its Unix socket (the benchmarks' option for a database on the same host).
  provide('postgresSocketUrl', `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`);
  return () => {
    const [c, a] = as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    spawnSync(c, a, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
}
