#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine that has only Node and npm.
// Bootstraps pnpm (globally when allowed, else into .tools/), installs the workspace, then
//   start: builds the web app and starts the server (API + app on one port, PORT default 8080)
//   test:  installs Debian's chromium and postgresql when absent, then runs every check in order.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const mode = process.argv[2];

function log(message) {
  console.log(`\x1b[36m▸ ${message}\x1b[0m`);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function quiet(cmd) {
  try {
    return execSync(cmd, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

function ensurePnpm() {
  if (quiet('pnpm --version') === PNPM_VERSION) return 'pnpm';
  const local = path.join(root, '.tools/node_modules/.bin/pnpm');
  if (existsSync(local) && quiet(`"${local}" --version`) === PNPM_VERSION) return local;
  log(`installing pnpm ${PNPM_VERSION} into .tools/`);
  must('npm', ['install', '--prefix', path.join(root, '.tools'), `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error']);
  return local;
}

const asRoot = () => process.getuid?.() === 0;

function aptInstall(packages) {
  const sudo = asRoot() ? [] : ['sudo', '-n'];
  const apt = (args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args]) : run('apt-get', args));
  log(`installing Debian packages: ${packages.join(' ')}`);
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]) !== 0) {
    console.error(`Could not install ${packages.join(', ')}. Install them with apt-get and run again.`);
    process.exit(1);
  }
}

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) missing.push('chromium', 'fonts-dejavu-core');
  const hasPg = quiet('ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null') || process.env.TEST_DATABASE_URL;
  if (!hasPg) missing.push('postgresql');
  if (missing.length) aptInstall(missing);
}

const pnpm = ensurePnpm();
// Tools started by the steps (Playwright's web server, benches) call `pnpm` by name: a pnpm installed
// into .tools/ must be on their PATH too, or a fresh machine without a global pnpm fails there.
if (pnpm !== 'pnpm') process.env.PATH = `${path.dirname(pnpm)}${path.delimiter}${process.env.PATH ?? ''}`;
log('installing workspace dependencies');
must(pnpm, ['install', '--frozen-lockfile', '--reporter=silent'], { env: { CI: process.env.CI ?? 'true' } });

if (mode === 'start') {
  log('building the web app');
  must(pnpm, ['--filter', '@mandate/web', 'build']);
  must(pnpm, ['--filter', '@mandate/api', 'start'], { env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } });
} else if (mode === 'test') {
  ensureSystemPackages();
  const steps = [
    ['messages (EN extracted, DE complete)', ['i18n:check']],
    ['formatting', ['format:check']],
    ['lint', ['lint']],
    ['types', ['typecheck']],
    ['unit and server tests', ['test:unit']],
    ['stories: play, axe, screenshots', ['test:stories']],
    ['browser tests: real drag and drop', ['test:browser']],
    ['web app build', ['--filter', '@mandate/web', 'build']],
    ['end-to-end', ['test:e2e']],
  ];
  const times = [];
  const started = Date.now();
  for (const [title, args] of steps) {
    log(title);
    const t0 = Date.now();
    const status = run(pnpm, args);
    times.push([title, ((Date.now() - t0) / 1000).toFixed(1)]);
    if (status !== 0) {
      console.error(`\n✗ ${title} failed`);
      process.exit(status);
    }
  }
  console.log('\nAll checks passed:');
  for (const [title, secs] of times) console.log(`  ${secs.padStart(7)} s  ${title}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
