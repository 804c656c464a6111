/** The SQL of the login rate limits (rateLimitStore.ts): one counter row per key in `rate_limits`. */
import type { Queryable } from '../db/database';

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

/** Counts a hit of a (hashed) key in a window of `timeWindowMs`: the hits so far and the window's time left. */
export async function countHit(db: Queryable, key: string, timeWindowMs: number): Promise<{ hits: number; ttl_ms: number } | undefined> {
  const [row] = await db.query<{ hits: number; ttl_ms: number }>(HIT, [key, timeWindowMs]);
  return row;
}

/** Deletes the counters whose window ended. */
export async function deleteExpiredRateLimits(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at < now()');
}
