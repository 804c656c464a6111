import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const locale = document.cookie.match(/(?:^|; )locale=(de|en)/)?.[1] === 'de' ? 'de' : 'en';
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
