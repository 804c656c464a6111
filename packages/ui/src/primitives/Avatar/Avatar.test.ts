import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Anna Meier', 'AM'],
    ['anna maria meier', 'AM'],
    ['Jürg', 'J'],
    ['  Élodie   Dubois ', 'ÉD'],
    ['', ''],
  ])('%j → %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
