import { describe, expect, it } from 'vitest';
import { digitsOnly, isDigitInput } from './digits';

describe('digitsOnly', () => {
  it.each([
    ['12000', '12000'],
    ["12'000 CHF", '12000'],
    ['1.5e3', '153'],
    ['-42', '42'],
    ['12a3', '123'],
    ['', ''],
    ['abc', ''],
    ['٣٤', ''],
  ])('%j → %j', (input, expected) => expect(digitsOnly(input)).toBe(expected));
});

describe('isDigitInput', () => {
  it('accepts digits and deletions, refuses anything else', () => {
    expect(isDigitInput('7')).toBe(true);
    expect(isDigitInput('123')).toBe(true);
    expect(isDigitInput(null)).toBe(true);
    expect(isDigitInput('a')).toBe(false);
    expect(isDigitInput('1a')).toBe(false);
    expect(isDigitInput(' ')).toBe(false);
  });
});
