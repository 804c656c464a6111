import { describe, expect, it } from 'vitest';
import { lastPageOf, rangeOf } from './paging';

describe('lastPageOf', () => {
  it.each([
    [57, 10, 5],
    [50, 10, 4],
    [1, 10, 0],
    [0, 10, 0],
    [57, 100, 0],
  ])('%i rows at %i per page → last page %i', (total, size, last) => expect(lastPageOf(total, size)).toBe(last));
});

describe('rangeOf', () => {
  it('first page', () => expect(rangeOf(0, 10, 57)).toEqual({ from: 1, to: 10 }));
  it('last, partial page', () => expect(rangeOf(5, 10, 57)).toEqual({ from: 51, to: 57 }));
  it('no rows', () => expect(rangeOf(0, 10, 0)).toEqual({ from: 0, to: 0 }));
  it('a page past the end shows the last page', () => expect(rangeOf(9, 25, 57)).toEqual({ from: 51, to: 57 }));
});
