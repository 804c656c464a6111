import { domainMessages, domainMessagesDe } from '@mandate/domain';
import de from './de.json';
import en from './en.json';
import type { Locale } from './locales';

/**
 * The design system's catalogues by locale, with the domain's texts (statuses, validation errors,
 * reasons), as ICU source strings. German is laid over English, so an id German lacks still shows
 * its English text (`pnpm i18n:check` keeps that from happening in the first place).
 *
 * Pure data, importable without React (`@mandate/ui/i18n/messages`): an app's build compiles it
 * ahead of time (apps/web's catalogue modules), Storybook and tests use it as it is.
 */
export const uiMessages: Record<Locale, Record<string, string>> = {
  en: { ...domainMessages, ...en },
  de: { ...domainMessages, ...en, ...domainMessagesDe, ...de },
};
