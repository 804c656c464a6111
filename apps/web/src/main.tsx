// First: the session's calls leave before the rest of the entry is evaluated (decision 0046).
import './session/earlyStart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { loadMessages } from './i18n/texts';
import { localeAtStart, localeCookie } from './shell/locale';
import { createAppStore } from './store';

const start = localeAtStart(new URL(window.location.href), document.cookie);
if (start.setCookie) document.cookie = localeCookie(start.setCookie);
if (start.reloadTo) {
  window.location.replace(start.reloadTo);
} else {
  document.documentElement.lang = start.locale;
  // The entry's texts in the active locale (decision 0038); this also sets the language of the
  // texts every lazy chunk loads with it, the router's first one included.
  const texts = loadMessages(start.locale);
  const store = createAppStore();
  // The router next: it loads the screen's chunk (and its texts) while the entry's texts and the session load.
  const router = createAppRouter(start.locale, store);
  // The app renders once the entry's texts are there.
  void texts.then((messages) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App locale={start.locale} messages={messages} store={store} router={router} />
      </StrictMode>,
    ),
  );
}
