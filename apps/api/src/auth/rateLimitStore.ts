import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database';
import { countHit, deleteExpiredRateLimits } from './rateLimitStore.queries';

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
    deleteExpiredRateLimits(db).catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; routes get children with a scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const hashed = createHash('sha256').update(`${this.scope}\0${key}`).digest('base64url');
      countHit(db, hashed, timeWindow).then(
        (row) => {
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
