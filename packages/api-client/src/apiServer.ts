/// <reference types="node" />
// Test helper, exported only through the test entry `@mandate/api-client/testing`: the real Mandate server (apps/api) in a child process,
// started as `pnpm start` starts it — embedded database in a temporary folder, demo data seeded —
// plus the test-only routes. The client talks to it over HTTP only: nothing of apps/api is imported.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/api');

export interface ApiServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data folder. */
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export interface ApiServerOptions {
  /**
   * A PostgreSQL database for the server (`DATABASE_URL`), migrated and seeded with the demo data at
   * start; without it, the embedded database (PGlite) in the temporary data folder.
   */
  databaseUrl?: string;
}

/** Starts the server and waits until `GET /api/health` answers 200 (at most `timeoutMs`). */
export async function startApiServer(timeoutMs = 110_000, options: ApiServerOptions = {}): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mandate-api-client-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MANDATE_TEST_ROUTES: '1',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await close();
      throw new Error(`The API server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return { origin, close };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The API server did not answer within ${timeoutMs} ms:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
