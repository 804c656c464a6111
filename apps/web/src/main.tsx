import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { loadMessages } from './i18n/loadMessages';
import { localeAtStart, localeCookie } from './shell/locale';
import { createAppStore } from './store';

const start = localeAtStart(new URL(window.location.href), document.cookie);
if (start.setCookie) document.cookie = localeCookie(start.setCookie);
if (start.reloadTo) {
  window.location.replace(start.reloadTo);
} else {
  document.documentElement.lang = start.locale;
  const store = createAppStore();
  // The router first: it loads the screen's chunk while the catalogue and the session load.
  const router = createAppRouter(start.locale, store);
  // Only the active locale's catalogue loads; the app renders once it is there.
  void loadMessages(start.locale).then((messages) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App locale={start.locale} messages={messages} store={store} router={router} />
      </StrictMode>,
    ),
  );
}
