import { describe, expect, it } from 'vitest';
import { clampRating, ratingAfterKey, starFills } from './rating';

describe('star rating helpers', () => {
  it('rounds to half steps within 0–5', () => {
    expect(clampRating(3.2)).toBe(3);
    expect(clampRating(3.3)).toBe(3.5);
    expect(clampRating(-2)).toBe(0);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(Number.NaN)).toBe(0);
  });

  it('fills stars fully, half or not at all', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('moves by half a star with the arrows and jumps with Home and End', () => {
    expect(ratingAfterKey(3, 'ArrowRight')).toBe(3.5);
    expect(ratingAfterKey(3, 'ArrowDown')).toBe(2.5);
    expect(ratingAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(ratingAfterKey(5, 'ArrowUp')).toBe(5);
    expect(ratingAfterKey(2, 'Home')).toBe(0);
    expect(ratingAfterKey(2, 'End')).toBe(5);
    expect(ratingAfterKey(-1, 'ArrowRight')).toBe(0.5);
    expect(ratingAfterKey(2, 'a')).toBeNull();
  });

  it('moves by a whole star with PageUp and PageDown, within 0–5', () => {
    expect(ratingAfterKey(2.5, 'PageUp')).toBe(3.5);
    expect(ratingAfterKey(4.5, 'PageUp')).toBe(5);
    expect(ratingAfterKey(2.5, 'PageDown')).toBe(1.5);
    expect(ratingAfterKey(0.5, 'PageDown')).toBe(0);
    expect(ratingAfterKey(-1, 'PageUp')).toBe(1);
  });
});
