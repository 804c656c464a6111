import { describe, expect, it } from 'vitest';
import { LITERAL_OFFSET_MAX, pageSql } from './paging';

describe('pageSql', () => {
  const collect = () => {
    const params: unknown[] = [];
    return { params, p: (value: unknown) => `$${params.push(value)}` };
  };

  it('writes the first pages in, and takes deep offsets as a parameter', () => {
    const first = collect();
    expect(pageSql(20, 0, first.p)).toBe('LIMIT 20 OFFSET 0');
    expect(pageSql(200, LITERAL_OFFSET_MAX, first.p)).toBe(`LIMIT 200 OFFSET ${LITERAL_OFFSET_MAX}`);
    expect(first.params).toEqual([]);
    const deep = collect();
    deep.params.push('viewer');
    expect(pageSql(20, 4000, deep.p)).toBe('LIMIT 20 OFFSET $2');
    expect(deep.params).toEqual(['viewer', 4000]);
  });

  it('refuses anything but non-negative integers (never text into the statement)', () => {
    const { p } = collect();
    for (const [size, offset] of [
      [20.5, 0],
      [-1, 0],
      [20, -20],
      [Number.NaN, 0],
      ['20; DROP TABLE jobs' as unknown as number, 0],
    ] as const) {
      expect(() => pageSql(size, offset, p)).toThrow('invalid page');
    }
  });
});
