/// <reference types="node" />
/**
 * Vitest global set-up of the `unit` project for the dialogs' payload tests (apps/api/src/contracts): a small
 * HTTP broker in Vitest's main process that starts the real API server (apps/api in a child process,
 * demo data) on demand and shares it between the contract files of every worker, one per database:
 * the embedded PGlite and a fresh database on the test run's PostgreSQL server (scripts/test-postgres.mjs).
 *
 * Nothing starts until a contract file asks (`POST /server`), so unit runs without contract files pay
 * nothing. The first request of a scope starts both databases' servers at once (the second boots
 * while the first one's cases run). A file whose cases rely on demo data that the shared servers'
 * cases change asks for a scope of its own: servers of its own, stopped when it releases them
 * (`POST /release`).
 *
 * Sessions (`POST /session`): one login per user and server, whose token pair every file's client of
 * that user starts from (the server allows 10 logins a minute; 30 files signing in their users would
 * be refused). A pair is at most 10 minutes old when handed out (access tokens live 15).
 *
 * Claims (`POST /claim`): the subjects a case takes from the demo data (an application, a relation, a
 * list…) are claimed per server, so cases of different files never take the same one.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { startApiServer, type ApiServer } from '../../../../../packages/api-client/src/apiServer';
import type { BrokerClaim, BrokerRelease, BrokerServerRequest, BrokerSession, ContractDatabase } from './broker';

/** A session older than this is replaced by a new login (access tokens live 15 minutes). */
const sessionMaxAgeMs = 10 * 60_000;

async function login(origin: string, credentials: BrokerSession['credentials']): Promise<unknown> {
  const response = await fetch(`${origin}/api/authentication/login/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { result?: unknown };
  if (!response.ok || !body.result)
    throw new Error(`login of ${credentials.username} refused (${response.status}): ${JSON.stringify(body)}`);
  return body.result;
}

/** Migrations and demo data on a fresh database take seconds, or a minute on a loaded machine. */
const startTimeoutMs = 170_000;

interface Running {
  server: Promise<ApiServer>;
  /** The PostgreSQL database the server runs on, dropped after it stops. */
  database?: { adminUrl: string; name: string };
}

async function dropDatabase({ adminUrl, name }: { adminUrl: string; name: string }) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function start(database: ContractDatabase, postgresUrl: string): Running {
  if (database === 'pglite') return { server: startApiServer(startTimeoutMs) };
  const name = `contracts_${randomBytes(6).toString('hex')}`;
  const running: Running = { server: Promise.resolve(null as never), database: { adminUrl: postgresUrl, name } };
  running.server = (async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const server = await startApiServer(startTimeoutMs, { databaseUrl: url.toString() });
    // The server runs on this database, not on an embedded one: its demo data is here.
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const { rows } = await check.query("SELECT id FROM jobs WHERE reference = 'DEMO-001'");
      if (rows.length !== 1) throw new Error(`The API server did not seed the PostgreSQL database ${name} (DATABASE_URL).`);
    } catch (error) {
      await server.close();
      throw error;
    } finally {
      await check.end();
    }
    return server;
  })();
  return running;
}

async function stop(running: Running) {
  const server = await running.server.catch(() => null);
  await server?.close();
  if (running.database) await dropDatabase(running.database).catch(() => undefined);
}

async function body<T>(request: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

export default async function setup({ provide }: { provide: (key: 'contractBroker', value: string) => void }) {
  /** By `${scope} ${database}`. */
  const servers = new Map<string, Running>();
  /** By server origin: the claimed `${kind} ${id}`. */
  const claims = new Map<string, Set<string>>();
  /** By `${origin} ${username}`: the login's token pair and when it was made. */
  const sessions = new Map<string, { pair: Promise<unknown>; at: number }>();

  const serverFor = (scope: string, database: ContractDatabase, postgresUrl: string) => {
    const key = `${scope} ${database}`;
    let running = servers.get(key);
    if (!running) {
      running = start(database, postgresUrl);
      // A failed start is answered to the files that ask; one nobody asked for yet is no unhandled rejection.
      running.server.catch(() => undefined);
      servers.set(key, running);
    }
    return running;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    try {
      if (request.method === 'POST' && request.url === '/server') {
        const { scope, database, postgresUrl } = await body<BrokerServerRequest>(request);
        // A scope's servers start together: PostgreSQL's boots while PGlite's cases run.
        for (const other of ['pglite', 'postgres'] as const) serverFor(scope, other, postgresUrl);
        const server = await serverFor(scope, database, postgresUrl).server;
        return answer(200, { origin: server.origin });
      }
      if (request.method === 'POST' && request.url === '/claim') {
        const { origin, kind, id } = await body<BrokerClaim>(request);
        const claimed = claims.get(origin) ?? new Set<string>();
        claims.set(origin, claimed);
        const key = `${kind} ${id}`;
        const fresh = !claimed.has(key);
        claimed.add(key);
        return answer(200, { claimed: fresh });
      }
      if (request.method === 'POST' && request.url === '/session') {
        const { origin, credentials } = await body<BrokerSession>(request);
        const key = `${origin} ${credentials.username}`;
        let session = sessions.get(key);
        if (!session || Date.now() - session.at > sessionMaxAgeMs) {
          session = { pair: login(origin, credentials), at: Date.now() };
          sessions.set(key, session);
          // A refused login is answered now, and tried again by the next request.
          session.pair.catch(() => sessions.delete(key));
        }
        return answer(200, { pair: await session.pair });
      }
      if (request.method === 'POST' && request.url === '/release') {
        const { scope } = await body<BrokerRelease>(request);
        if (scope === 'shared') return answer(400, { error: 'the shared servers run until the end of the test run' });
        for (const database of ['pglite', 'postgres'] as const) {
          const running = servers.get(`${scope} ${database}`);
          servers.delete(`${scope} ${database}`);
          if (running) await stop(running);
        }
        return answer(200, {});
      }
      answer(404, { error: `${request.method} ${request.url}` });
    } catch (error) {
      answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const broker = createServer((request, response) => void handle(request, response));
  // A server start can take minutes on a loaded machine: no request timeout.
  broker.requestTimeout = 0;
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const address = broker.address();
  provide('contractBroker', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);

  return async () => {
    broker.close();
    await Promise.all([...servers.values()].map(stop));
  };
}
