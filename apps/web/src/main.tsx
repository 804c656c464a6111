import { UiProvider } from '@mandate/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { Home } from './screens/Home/Home';

const locale = document.cookie.match(/(?:^|; )locale=(de|en)/)?.[1] === 'de' ? 'de' : 'en';
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider locale={locale} messages={locale === 'de' ? de : en}>
      <Home />
    </UiProvider>
  </StrictMode>,
);
