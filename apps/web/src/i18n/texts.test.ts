import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale, Messages } from '@mandate/ui';
import { describe, expect, it } from 'vitest';
import { createTextRegistry, noPart } from './texts';

/** A part loader whose answers the test gives, one pending promise per (part, locale) asked. */
function parts() {
  const asked: { part: string; locale: Locale; resolve: (texts: Messages) => void; reject: (error: Error) => void }[] = [];
  const importPart = (part: string, locale: Locale) =>
    new Promise<{ default: Messages }>((resolve, reject) => {
      asked.push({ part, locale, resolve: (texts) => resolve({ default: texts }), reject });
    });
  return { asked, importPart };
}

const ast = (text: string): MessageFormatElement[] => [{ type: 0, value: text }];
/** Lets every settled promise's reactions run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the catalogue in parts (texts.ts)', () => {
  it("a lazy module resolves only once its part's texts are in the messages, in the page's language", async () => {
    const { asked, importPart } = parts();
    const registry = createTextRegistry(importPart);
    const started = registry.start('de', 'entry-part');
    expect(asked.map(({ part, locale }) => `${part}.${locale}`)).toEqual(['entry-part.de']);
    asked[0]!.resolve({ 'web.shell.logout': ast('Abmelden') });
    const messages = await started;
    expect(messages['web.shell.logout']).toEqual(ast('Abmelden'));

    let resolved: string | undefined;
    void registry.withTexts(Promise.resolve('the dialog module'), 'dialog-part').then((module) => (resolved = module));
    await settle();
    // The module is there, its texts are not: the import has not resolved (a lazy component keeps its fallback).
    expect(resolved).toBeUndefined();
    expect(asked[1]).toMatchObject({ part: 'dialog-part', locale: 'de' });
    asked[1]!.resolve({ 'ui.dialog.put-on-hold.title': ast('Zurückstellen') });
    await settle();
    expect(resolved).toBe('the dialog module');
    // The same object UiProvider got at start now holds the dialog's texts too.
    expect(messages['ui.dialog.put-on-hold.title']).toEqual(ast('Zurückstellen'));
  });

  it('a part loads once, however many imports wait for it; a module without a part of its own waits for nothing', async () => {
    const { asked, importPart } = parts();
    const registry = createTextRegistry(importPart);
    void registry.start('en', noPart);
    const first = registry.withTexts(Promise.resolve(1), 'shared');
    const second = registry.withTexts(Promise.resolve(2), 'shared');
    expect(asked).toHaveLength(1);
    asked[0]!.resolve({ 'web.a': ast('A') });
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await expect(registry.withTexts(Promise.resolve(3), noPart)).resolves.toBe(3);
    await expect(registry.withTexts(Promise.resolve(4), 'shared')).resolves.toBe(4);
    expect(asked).toHaveLength(1);
  });

  it('a part that fails to load fails the import, and the next import tries again', async () => {
    const { asked, importPart } = parts();
    const registry = createTextRegistry(importPart);
    void registry.start('en', noPart);
    const failed = registry.withTexts(Promise.resolve('module'), 'part');
    asked[0]!.reject(new Error('network'));
    await expect(failed).rejects.toThrow('network');
    const retried = registry.withTexts(Promise.resolve('module'), 'part');
    expect(asked).toHaveLength(2);
    asked[1]!.resolve({ 'web.a': ast('A') });
    await expect(retried).resolves.toBe('module');
  });

  it('a module that fails to load fails the import even when its texts came', async () => {
    const { asked, importPart } = parts();
    const registry = createTextRegistry(importPart);
    void registry.start('en', noPart);
    const failed = registry.withTexts(Promise.reject(new Error('chunk')), 'part');
    asked[0]!.resolve({});
    await expect(failed).rejects.toThrow('chunk');
  });

  it('no part loads before the language is known, and the language does not change', async () => {
    const { asked, importPart } = parts();
    const registry = createTextRegistry(importPart);
    await expect(registry.withTexts(Promise.resolve(1), 'part')).rejects.toThrow(/language/);
    expect(asked).toHaveLength(0);
    void registry.start('en', noPart);
    await expect(registry.start('de', noPart)).rejects.toThrow(/already in en/);
  });
});
