import { domainMessages, domainMessagesDe } from '@mandate/domain';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import de from './de.json';
import en from './en.json';
import type { Locale } from './locales';

/** The design system's catalogues by locale, with the domain's texts (statuses, validation errors, reasons). */
export const uiMessages: Record<Locale, Record<string, string>> = { en: { ...domainMessages, ...en }, de: { ...domainMessagesDe, ...de } };

export interface UiProviderProps {
  /** Language of every text and of date and number formats. @default 'en' */
  locale?: Locale;
  /** Extra messages (the app's own catalogue) merged over the design system's. */
  messages?: Record<string, string>;
  children: ReactNode;
}

/**
 * Gives every component its language: react-intl for texts and formats, react-aria for
 * calendars, number fields and other built-in behaviour.
 */
export function UiProvider({ locale = 'en', messages, children }: UiProviderProps) {
  const merged = messages ? { ...uiMessages[locale], ...messages } : uiMessages[locale];
  const tag = locale === 'de' ? 'de-CH' : 'en-GB';
  return (
    <IntlProvider locale={tag} defaultLocale="en-GB" messages={merged}>
      <I18nProvider locale={tag}>{children}</I18nProvider>
    </IntlProvider>
  );
}
