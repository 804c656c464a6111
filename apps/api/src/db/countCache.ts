/**
 * Totals of long lists, kept for a few seconds. Counting every match of a long list is most of its
 * cost (the vacancy list of an admin counts ~10,000 index entries per page turn, while the page
 * itself is an index walk of 20 rows). A total of at least `threshold` matches is reused for `ttlMs`
 * per database, statement and parameters; smaller totals — every list a person checks to the last
 * item — are always counted exactly. Concurrent requests for the same total share one count.
 * (docs/decisions/0012-api-request-cost.md.)
 */
import type { Database } from './database';

export interface CountCacheOptions {
  threshold?: number;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: number;
  expires: number;
}

export class CountCache {
  private readonly threshold: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly byDatabase = new WeakMap<object, Map<string, Entry>>();
  private readonly pending = new WeakMap<object, Map<string, Promise<number>>>();

  constructor(options: CountCacheOptions = {}) {
    this.threshold = options.threshold ?? 1_000;
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The `total` that `sql` (a count whose one column is named `total`) answers with `params` on `db`,
   * reused while fresh: the usual way to call `get`.
   */
  total(db: Pick<Database, 'query'>, sql: string, params: unknown[]): Promise<number> {
    return this.get(db, sql + JSON.stringify(params), async () => {
      const [row] = await db.query<{ total: string | number }>(sql, params);
      return Number(row?.total ?? 0);
    });
  }

  /** The total under `key` on `database`: reused while fresh, else `count()` (shared by concurrent callers). */
  async get(database: object, key: string, count: () => Promise<number>): Promise<number> {
    let entries = this.byDatabase.get(database);
    if (!entries) this.byDatabase.set(database, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) entries.delete(key);

    let inFlight = this.pending.get(database);
    if (!inFlight) this.pending.set(database, (inFlight = new Map()));
    const running = inFlight.get(key);
    if (running) return running;
    const counting = count().finally(() => inFlight.delete(key));
    inFlight.set(key, counting);
    const value = await counting;
    if (value >= this.threshold) {
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }
}
