import { NotificationProvider, UiProvider, type Locale } from '@mandate/ui';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { DashboardGuard } from './routes/DashboardGuard';
import { NotFound } from './routes/NotFound';
import { Home } from './screens/Home/Home';
import { Login } from './screens/Login/Login';
import { Shell } from './shell/Shell';

/** The thin app: providers, the shell and the routes of 001 §2.1. */
export function App({ locale }: { locale: Locale }) {
  // One router for the app's lifetime (re-creating it on a render would reset navigation state).
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: (
          <Shell locale={locale}>
            <Outlet />
          </Shell>
        ),
        children: [
          { path: '/', element: <Home /> },
          { path: '/account/login', element: <Login /> },
          { path: '/dashboard/index/my-mandate', element: <DashboardGuard /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ]),
  );
  return (
    <JotaiProvider store={getDefaultStore()}>
      <UiProvider locale={locale} messages={locale === 'de' ? de : en}>
        <NotificationProvider>
          <RouterProvider router={router} />
        </NotificationProvider>
      </UiProvider>
    </JotaiProvider>
  );
}
