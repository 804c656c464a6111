import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('runs one process unless WEB_CONCURRENCY says more', () => {
    expect(readConfig({}).webConcurrency).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://db/mandate' }).webConcurrency).toBe(3);
  });

  it('refuses more than one process on the embedded database, with the reason', () => {
    expect(() => readConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) lives inside one process and cannot be shared by several.',
    );
  });

  it('refuses a WEB_CONCURRENCY that is not a number of processes', () => {
    for (const value of ['0', '-1', '1.5', 'many', '1000'])
      expect(() => readConfig({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://db/mandate' })).toThrow(/WEB_CONCURRENCY must be/);
  });
});
