import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/** One database handle for the whole server: the same code runs on PGlite and PostgreSQL. */
export interface Database {
  kind: DatabaseKind;
  /** A raw parameterised query ($1, $2…). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs `fn` in one transaction on one connection; a throw rolls everything back. */
  transaction<T>(fn: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after every statement through this handle that may have written (anything but
   * a SELECT or WITH … SELECT without INSERT, UPDATE, DELETE or MERGE) and after every transaction;
   * answers the unsubscribe function. The process's session cache forgets what it holds then.
   */
  onWrite(listener: () => void): () => void;
  /**
   * PostgreSQL only: LISTENs on `channel` on a connection of its own, reconnecting when it drops
   * (after `retryMs`, doubling up to 5 s). `onState(true)` once listening (again), `onState(false)`
   * when the connection is lost: notifications sent meanwhile are missed. `close` stops every
   * listener too.
   */
  listen?(channel: string, handlers: ListenHandlers, options?: { retryMs?: number }): Listener;
  /**
   * LISTENs on `channel` on both databases: on PostgreSQL as `listen` (a connection of its own,
   * reconnecting); on PGlite within the embedded database (one process, one connection: nothing
   * to lose, `onState(true)` once listening). Notifications arrive at the sending transaction's
   * commit.
   */
  subscribe(channel: string, handlers: ListenHandlers, options?: { retryMs?: number }): Listener;
  close(): Promise<void>;
}

/** What a query needs: the database or a transaction. */
export type Queryable = Pick<Database, 'query'>;

export interface ListenHandlers {
  onNotify(payload: string): void;
  onState(listening: boolean, error?: Error): void;
}

export interface Listener {
  /**
   * Resolves once every notification committed before the call has been handed to `onNotify`: a
   * round trip on the listening connection, whose server process delivers pending notifications
   * before it answers (waiters arriving while one is under way share the next). Resolves at once
   * while not listening; a connection that does not answer within 2 s counts as lost.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueryOptions {
  /**
   * `'generic'`: always run the prepared statement's generic plan, planned once per connection.
   * For a statement written so that its plan does not depend on the values, where PostgreSQL would
   * otherwise keep planning it for each call because its estimate of the generic plan is poor
   * (the consultant search with candidates from the facet index). On PostgreSQL such statements
   * run on a second, smaller pool whose sessions set `plan_cache_mode = force_generic_plan`;
   * PGlite ignores it.
   */
  plan?: 'generic';
}

export interface OpenOptions {
  /** A PostgreSQL connection URL; without it the embedded PGlite in `dataDir` is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` for a throw-away database. */
  dataDir?: string;
}

export async function openDatabase({ url, dataDir }: OpenOptions): Promise<Database> {
  return observeWrites(url ? await openPostgres(url) : await openPglite(dataDir ?? 'memory://'));
}

/** A statement that only reads: a SELECT or WITH … SELECT without a data-modifying part. */
const READS = /^\s*(SELECT|WITH)\b/i;
const MODIFIES = /\b(INSERT|UPDATE|DELETE|MERGE)\b/i;

function observeWrites(db: Omit<Database, 'onWrite'>): Database {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    ...db,
    async query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      try {
        return await db.query<Row>(sql, params, options);
      } finally {
        if (!READS.test(sql) || MODIFIES.test(sql)) notify();
      }
    },
    async transaction(fn) {
      try {
        return await db.transaction(fn);
      } finally {
        notify();
      }
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function openPglite(dataDir: string): Promise<Omit<Database, 'onWrite'>> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const query = async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows;
  return {
    kind: 'pglite',
    subscribe(channel, handlers) {
      let stopped = false;
      const unlisten = client
        .listen(channel, (payload) => handlers.onNotify(payload))
        .then(
          (stop) => {
            if (!stopped) handlers.onState(true);
            return stop;
          },
          (error: Error) => {
            handlers.onState(false, error);
            return null;
          },
        );
      return {
        // Notifications come with the answer of the statement that committed them.
        sync: () => unlisten.then(() => undefined),
        async stop() {
          stopped = true;
          await (
            await unlisten
          )?.();
        },
      };
    },
    query,
    // PGlite is one connection: its transaction() serialises callers.
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({ query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows }),
      ),
    close: () => client.close(),
  };
}

/** At most this many distinct statements are kept prepared (per connection); later ones run unnamed. */
const MAX_PREPARED = 4_000;
const statementNames = new Map<string, string>();
const PREPARE = process.env.DATABASE_PREPARED_STATEMENTS !== 'off';
/** One SELECT or WITH statement: no semicolon that could start a second one. */
const SINGLE_SELECT = /^\s*(SELECT|WITH)\b[^;]*;?\s*$/i;

/**
 * A query with parameters runs as a named prepared statement, named after its text: each pooled
 * connection parses and plans it once and then reuses the plan (PostgreSQL switches to a generic
 * plan when it is no worse than the custom ones). Planning the vacancy list's joins took ~2 ms of
 * its ~2.5 ms; the statement texts are built from a fixed set of filter fragments, so they are few.
 * A single SELECT (or WITH … SELECT) without parameters is named too: an admin's application list
 * has none and spent 1.9 ms of its 2.4 ms planning. Other statements without parameters
 * (migrations, VACUUM, BEGIN, several statements in one text) stay unnamed. Behind a pooler that
 * cannot keep prepared statements (PgBouncer in transaction mode before 1.21), set
 * `DATABASE_PREPARED_STATEMENTS=off`.
 */
export function preparedQuery(sql: string, params: unknown[], prepare = PREPARE): pg.QueryConfig {
  if (params.length === 0 && !(prepare && SINGLE_SELECT.test(sql))) return { text: sql };
  if (!prepare) return { text: sql, values: params };
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `m${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name === undefined ? { text: sql, values: params } : { name, text: sql, values: params };
}

async function openPostgres(url: string): Promise<Omit<Database, 'onWrite'>> {
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover, a dropped test database) emits 'error' on
  // the pool; unhandled, that event would end the process. The pool drops the client and opens a new
  // one for the next query, so the event is only worth a line in the log.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  // Opened at the first statement that asks for a generic plan.
  let genericPool: pg.Pool | null = null;
  const query = async <Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Row[]> => {
    if (options.plan === 'generic' && PREPARE) {
      if (!genericPool) {
        genericPool = new pg.Pool({
          connectionString: url,
          max: Math.max(1, Math.ceil(poolSize / 2)),
          options: '-c plan_cache_mode=force_generic_plan',
        });
        genericPool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
      }
      return (await genericPool.query(preparedQuery(sql, params))).rows as Row[];
    }
    return (await pool.query(preparedQuery(sql, params))).rows as Row[];
  };
  const listeners = new Set<() => Promise<void>>();
  const listen: Database['subscribe'] = (channel, handlers, options) => {
    const listener = listenOn(url, channel, handlers, options?.retryMs);
    const stop = async () => {
      listeners.delete(stop);
      await listener.stop();
    };
    listeners.add(stop);
    return { sync: listener.sync, stop };
  };
  return {
    kind: 'postgres',
    listen,
    subscribe: listen,
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(preparedQuery(sql, params))).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await Promise.all([pool.end(), genericPool?.end()]);
    },
  };
}

/** The longest wait between two attempts to reconnect a listening connection. */
const MAX_LISTEN_RETRY_MS = 5_000;
/** A listening connection that takes longer to answer a sync counts as lost. */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * A dedicated connection (not from the pool: a pooled one would be handed to queries and lose its
 * LISTEN) that listens on `channel` and reconnects whenever it drops: an error, the server ending
 * it (restart, failover, `pg_terminate_backend`), TCP keepalive noticing a dead peer, or a sync
 * without answer.
 */
function listenOn(url: string, channel: string, handlers: ListenHandlers, retryMs = 100): Listener {
  let stopped = false;
  /** The connection while it is listening. */
  let live: { client: pg.Client; lose: (error?: Error) => void } | null = null;
  let connecting: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = retryMs;
  const connect = async () => {
    timer = null;
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'mandate-listener' });
    connecting = client;
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (live?.client === client) live = null;
      if (connecting === client) connecting = null;
      client.end().catch(() => undefined);
      handlers.onState(false, error);
      if (!stopped) {
        timer = setTimeout(() => void connect(), delay);
        timer.unref();
        delay = Math.min(delay * 2, MAX_LISTEN_RETRY_MS);
      }
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (lost || stopped) return;
    connecting = null;
    live = { client, lose };
    delay = retryMs;
    handlers.onState(true);
  };

  /** One round trip: the server sends pending notifications before its answer. */
  const roundTrip = async () => {
    const connection = live;
    if (!connection) return;
    let timeout: NodeJS.Timeout | undefined;
    const answered = connection.client.query('SELECT').then(
      () => true,
      () => false,
    );
    const late = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS)));
    const ok = await Promise.race([answered, late]);
    clearTimeout(timeout);
    if (!ok) connection.lose(new Error(`the listening connection did not answer within ${SYNC_TIMEOUT_MS} ms`));
  };
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (!live) return Promise.resolve();
    if (!running) {
      running = roundTrip().finally(() => (running = null));
      return running;
    }
    // The round trip under way may have left before this call: wait for the next one.
    queued ??= running.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };

  void connect();
  return {
    sync,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const client = live?.client ?? connecting;
      live = null;
      connecting = null;
      await client?.end().catch(() => undefined);
    },
  };
}
