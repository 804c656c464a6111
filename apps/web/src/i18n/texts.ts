import type { Locale, Messages } from '@mandate/ui';

/**
 * The catalogue in parts (decision 0038). A first visit downloads the texts of the entry (the shell,
 * the domain's texts) and of the lazy chunks it loads, not every text of the app. The build
 * (vite/precompiledMessages.ts) writes one part per lazily imported module and language,
 * `assets/texts-<hash>.<locale>.js`, holding the compiled texts of that module's chunk and of every
 * chunk it imports, less the entry's, and wraps each dynamic `import()` of the app and the design
 * system in {@link withTexts} with the name of its part: the import resolves only once the module
 * and its texts are there, so a lazy screen, dialog or editor never renders before its texts.
 * The texts of every part go into one messages object, the one `UiProvider` got at start
 * (react-intl looks each id up when it formats it).
 *
 * In `vite dev` nothing is wrapped: the whole catalogue loads at start (catalogue.en.ts/de.ts).
 */

/** A part's name as the build writes it in place of a placeholder: 16 characters. */
export type PartName = string;
/** The name the build gives a lazy module whose chunks have no texts beyond the entry's. */
export const noPart: PartName = '0000000000000000';
/**
 * The entry's part: the build replaces this placeholder (`mt:` and 13 characters) with its name,
 * as it does for every `withTexts` it adds.
 */
const entryPart: PartName = 'mt:entry00000000';

/** Loads the compiled texts of one part in one language. */
export type ImportPart = (part: PartName, locale: Locale) => Promise<{ default: Messages }>;

export interface TextRegistry {
  /** Every text loaded so far: grows as parts arrive, always the same object. */
  readonly messages: Record<string, Messages[string]>;
  /** Sets the language (once, before anything loads) and loads the given part. */
  start(locale: Locale, part: PartName): Promise<Messages>;
  /** The module once it and its part's texts are there; a failed part fails the import (and may be retried). */
  withTexts<T>(module: Promise<T>, part: PartName): Promise<T>;
  /** Loads a part unless it is loaded or loading. */
  load(part: PartName): Promise<void>;
}

export function createTextRegistry(importPart: ImportPart): TextRegistry {
  const messages: Record<string, Messages[string]> = {};
  const parts = new Map<PartName, Promise<void>>();
  let locale: Locale | undefined;
  const load = (part: PartName): Promise<void> => {
    if (part === noPart) return Promise.resolve();
    if (!locale) return Promise.reject(new Error(`texts of part ${part} asked for before the language is known`));
    let loading = parts.get(part);
    if (!loading) {
      loading = importPart(part, locale).then(
        (module) => {
          Object.assign(messages, module.default);
        },
        (error: unknown) => {
          // Not kept: the next import of the module tries again, as the module's own chunk would.
          parts.delete(part);
          throw error;
        },
      );
      parts.set(part, loading);
    }
    return loading;
  };
  return {
    messages,
    async start(language, part) {
      if (locale && locale !== language) throw new Error(`texts already in ${locale}`);
      locale = language;
      await load(part);
      return messages as Messages;
    },
    async withTexts(module, part) {
      const [loaded] = await Promise.all([module, load(part)]);
      return loaded;
    },
    load,
  };
}

/** The chunk this module is built into (the entry): the parts are files beside it. */
const here = import.meta.url;

const registry = createTextRegistry(
  (part, locale) => import(/* @vite-ignore */ new URL(`texts-${part}.${locale}.js`, here).href) as Promise<{ default: Messages }>,
);

/** What the build wraps every dynamic `import()` of the app and the design system in. */
export const withTexts = registry.withTexts;

/**
 * The texts the first render needs: the entry's part of the built app, the locale's whole
 * catalogue in `vite dev`. Call it before anything is imported lazily (the router's first chunk):
 * it sets the language of every part.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (import.meta.env.DEV) {
    return (locale === 'de' ? import('./catalogue.de') : import('./catalogue.en')).then((catalogue) => catalogue.default);
  }
  return registry.start(locale, entryPart);
}
