import type { Locale, Messages } from '@mandate/ui';

/**
 * The catalogue of one locale, loaded on its own: a visit downloads only its language's texts.
 * Each import is a chunk of its own, compiled to ICU ASTs by the build.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue = locale === 'de' ? await import('./catalogue.de') : await import('./catalogue.en');
  return catalogue.default;
}
