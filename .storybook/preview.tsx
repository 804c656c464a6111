import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/tokens/index';
import { UiProvider } from '../packages/ui/src/i18n/UiProvider';
import { isLocale } from '../packages/ui/src/i18n/locales';
import { uiMessages } from '../packages/ui/src/i18n/messages';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked by axe; a violation fails the story test.
    a11y: { test: 'error' },
    // Chromatic-compatible: no animation delay, one viewport.
    chromatic: { pauseAnimationAtEnd: true, viewports: [1024] },
  },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
      return (
        <UiProvider locale={locale} messages={uiMessages[locale]}>
          <div lang={locale}>
            <Story />
          </div>
        </UiProvider>
      );
    },
  ],
};
export default preview;
