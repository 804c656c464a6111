import { describe, expect, it } from 'vitest';
import { CountCache } from './countCache';

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[Math.min(calls++, values.length - 1)]!,
    get calls() {
      return calls;
    },
  };
}

describe('CountCache', () => {
  it('counts small totals every time, exactly', async () => {
    const cache = new CountCache({ threshold: 1000 });
    const db = {};
    const c = counter([999, 998]);
    expect(await cache.get(db, 'q', c.count)).toBe(999);
    expect(await cache.get(db, 'q', c.count)).toBe(998);
    expect(c.calls).toBe(2);
  });

  it('reuses a long total while it is fresh, then counts again', async () => {
    let now = 0;
    const cache = new CountCache({ threshold: 1000, ttlMs: 5000, now: () => now });
    const db = {};
    const c = counter([5000, 5001]);
    expect(await cache.get(db, 'q', c.count)).toBe(5000);
    now = 4999;
    expect(await cache.get(db, 'q', c.count)).toBe(5000);
    expect(c.calls).toBe(1);
    now = 5000;
    expect(await cache.get(db, 'q', c.count)).toBe(5001);
    expect(c.calls).toBe(2);
  });

  it('keeps totals apart by database and key', async () => {
    const cache = new CountCache({ threshold: 1 });
    const a = {};
    const b = {};
    expect(await cache.get(a, 'q', async () => 10)).toBe(10);
    expect(await cache.get(b, 'q', async () => 20)).toBe(20);
    expect(await cache.get(a, 'other', async () => 30)).toBe(30);
    expect(await cache.get(a, 'q', async () => 99)).toBe(10);
  });

  it('shares one count among concurrent callers, and a failed count is not kept', async () => {
    const cache = new CountCache({ threshold: 1 });
    const db = {};
    let calls = 0;
    let release!: (n: number) => void;
    const slow = () => {
      calls++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get(db, 'q', slow), cache.get(db, 'q', slow)]);
    release(42);
    expect(await both).toEqual([42, 42]);
    expect(calls).toBe(1);
    await expect(cache.get(db, 'failing', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get(db, 'failing', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries totals, dropping the oldest', async () => {
    const cache = new CountCache({ threshold: 1, maxEntries: 2 });
    const db = {};
    await cache.get(db, 'a', async () => 1);
    await cache.get(db, 'b', async () => 2);
    await cache.get(db, 'c', async () => 3);
    expect(await cache.get(db, 'a', async () => 100)).toBe(100);
    expect(await cache.get(db, 'c', async () => 300)).toBe(3);
  });
});

describe('CountCache.total', () => {
  it('runs the count statement with its parameters and keys the total by both', async () => {
    const cache = new CountCache({ threshold: 1 });
    const seen: [string, unknown[]][] = [];
    const db = {
      query: async <Row>(sql: string, params: unknown[] = []) => {
        seen.push([sql, params]);
        return [{ total: String(params[0]) }] as Row[];
      },
    };
    expect(await cache.total(db, 'SELECT count(*) AS total FROM t WHERE a = $1', [5])).toBe(5);
    expect(await cache.total(db, 'SELECT count(*) AS total FROM t WHERE a = $1', [5])).toBe(5);
    expect(await cache.total(db, 'SELECT count(*) AS total FROM t WHERE a = $1', [6])).toBe(6);
    expect(seen).toHaveLength(2);
  });
});
