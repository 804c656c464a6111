import { describe, expect, it } from 'vitest';
import { domainMessages } from './messages';
import { domainMessagesDe } from './messages.de';

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('domain messages', () => {
  it('have a German text for every English one, and no German text without English', () => {
    expect(Object.keys(domainMessagesDe).sort()).toEqual(Object.keys(domainMessages).sort());
  });

  it('German texts are translated and keep the placeholders', () => {
    for (const [id, en] of Object.entries(domainMessages)) {
      const de = domainMessagesDe[id]!;
      expect(de.trim(), id).not.toBe('');
      expect(de, id).not.toBe(en);
      expect(placeholders(de), id).toEqual(placeholders(en));
    }
  });
});
