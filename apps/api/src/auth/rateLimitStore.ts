import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database';

/**
 * One statement per hit: the first hit of a key (or the first after its window ended) starts a new
 * window with 1, later hits within the window add 1. Row-locked by the upsert, so concurrent hits
 * from any number of processes are counted exactly once each.
 */
const HIT = `INSERT INTO rate_limits AS r (key, hits, expires_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
    expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
  RETURNING hits, ceil(extract(epoch FROM r.expires_at - now()) * 1000)::integer AS ttl_ms`;

/**
 * A store for @fastify/rate-limit that keeps the counters in the `rate_limits` table, so that every
 * server process on one database counts the same hits: wrong logins spread over N processes reach
 * 429 at the same count as on one. Windows are fixed (they start at a key's first hit), as in the
 * plugin's in-memory store; its `continueExceeding` and `exponentialBackoff` are not supported.
 * Each route counts apart (`child`). Keys are stored as SHA-256 hashes. Expired rows are deleted
 * at most every `cleanupEveryMs` (a minute) per process, after a hit.
 */
export function databaseRateLimitStore(
  db: Pick<Database, 'query'>,
  { cleanupEveryMs = 60_000 }: { cleanupEveryMs?: number } = {},
): FastifyRateLimitStoreCtor {
  let lastCleanup = Date.now();
  const cleanup = () => {
    if (Date.now() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = Date.now();
    db.query('DELETE FROM rate_limits WHERE expires_at < now()').catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; routes get children with a scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const hashed = createHash('sha256').update(`${this.scope}\0${key}`).digest('base64url');
      db.query<{ hits: number; ttl_ms: number }>(HIT, [hashed, timeWindow]).then(
        ([row]) => {
          callback(null, { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl_ms)) });
          cleanup();
        },
        (error: unknown) => callback(error as Error),
      );
    }

    /** Typed as a route by the plugin, called with the route's limit options and `routeInfo`. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      const { method = '', url = '' } = routeInfo ?? {};
      return new DatabaseRateLimitStore(`${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
