import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** What the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (finish requests and mails in flight) and the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `src/main.ts` as its own process (as `pnpm start` runs it, through tsx), on a free port of
 * 127.0.0.1 with `env` added to this process's environment; resolves once `/api/health` answers.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  { timeoutMs = 90_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    base,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  const started = Date.now();
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server process ${name} exited before it was ready:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await server.stop();
      throw new Error(`server process ${name} was not ready within ${timeoutMs} ms:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
