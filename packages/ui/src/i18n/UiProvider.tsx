import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Locale } from './locales';

/**
 * A complete catalogue for one locale: ICU source strings (`uiMessages[locale]`, parsed when first
 * used), or messages compiled ahead of time to ICU ASTs (the web app's build, which ships no parser).
 */
export type Messages = NonNullable<IntlConfig['messages']>;

export interface UiProviderProps {
  /** Language of every text and of date and number formats. @default 'en' */
  locale?: Locale;
  /**
   * Every text of the locale: the design system's (`uiMessages[locale]`) with the app's own merged
   * over them. Passed in, not imported here, so an app loads only its active locale's catalogue.
   */
  messages: Messages;
  children: ReactNode;
}

/**
 * Gives every component its language: react-intl for texts and formats, react-aria for
 * calendars, number fields and other built-in behaviour.
 */
export function UiProvider({ locale = 'en', messages, children }: UiProviderProps) {
  const tag = locale === 'de' ? 'de-CH' : 'en-GB';
  return (
    <IntlProvider locale={tag} defaultLocale="en-GB" messages={messages}>
      <I18nProvider locale={tag}>{children}</I18nProvider>
    </IntlProvider>
  );
}
