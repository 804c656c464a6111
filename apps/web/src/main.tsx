import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { localeAtStart, localeCookie } from './shell/locale';

const start = localeAtStart(new URL(window.location.href), document.cookie);
if (start.setCookie) document.cookie = localeCookie(start.setCookie);
if (start.reloadTo) {
  window.location.replace(start.reloadTo);
} else {
  document.documentElement.lang = start.locale;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={start.locale} />
    </StrictMode>,
  );
}
