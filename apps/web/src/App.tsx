import { NotificationProvider, UiProvider, type Locale, type Messages } from '@mandate/ui';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { DashboardGuard } from './routes/DashboardGuard';
import { NotFound } from './routes/NotFound';
import { paths, publicPagePaths, type PublicPageKey } from './routes/paths';
import { screenRoute } from './routes/prefetch';
import type { RouteHandle } from './routes/routeHandle';
import { routeTitles } from './routes/routeTitles.messages';
import { Shell } from './shell/Shell';
import type { AppStore } from './store';

const publicRoutes: RouteObject[] = (Object.keys(publicPagePaths) as PublicPageKey[]).map((key) => ({
  path: publicPagePaths[key],
  handle: { title: routeTitles[key] } satisfies RouteHandle,
  lazy: async () => {
    const { PublicPage } = await import('./screens/PublicPage/PublicPage');
    return { element: <PublicPage title={routeTitles[key]} /> };
  },
}));

const StartFallback = () => null;

/**
 * The routes of 001 §2.1: public pages, account, the dashboard (behind the guard), anything else → `/`.
 * Only the shell is in the entry; every screen, login included (decision 0036), is a lazy chunk of its
 * own, so a first visit loads no other screen's code (`pnpm bench` measures it). Given the
 * store, a screen that exports a `prefetch` starts its data with its chunk (routes/prefetch.ts).
 */
export function createRoutes(locale: Locale, store?: AppStore): RouteObject[] {
  return [
    {
      element: (
        <Shell locale={locale}>
          <Outlet />
        </Shell>
      ),
      // Until the first screen's chunk and its loader are done (the page stays empty, as before loaders).
      HydrateFallback: StartFallback,
      children: [
        {
          path: '/',
          handle: { title: routeTitles.home } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./screens/Home/Home')).Home }),
        },
        ...publicRoutes,
        {
          path: '/account/login',
          handle: { title: routeTitles.login } satisfies RouteHandle,
          // A chunk of its own (decision 0036): its form fields are no dashboard page's first paint.
          lazy: async () => ({ Component: (await import('./screens/Login/Login')).Login }),
        },
        {
          path: '/dashboard',
          element: <DashboardGuard />,
          children: [
            { index: true, element: <Navigate to={paths.myDashboard()} replace /> },
            {
              path: paths.myDashboard().replace('/dashboard/', ''),
              handle: { title: routeTitles.dashboard } satisfies RouteHandle,
              lazy: async () => screenRoute(await import('./screens/Dashboard/Dashboard'), store),
            },
            {
              path: 'vacancy/:id/view',
              handle: { title: routeTitles.vacancy } satisfies RouteHandle,
              lazy: async () => screenRoute(await import('./screens/Vacancy/VacancyView'), store),
            },
            {
              path: 'vacancy/create',
              handle: { title: routeTitles.vacancyCreate } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/VacancyEdit/VacancyEdit')).default }),
            },
            {
              path: 'vacancy/:id/edit',
              handle: { title: routeTitles.vacancyEdit } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/VacancyEdit/VacancyEdit')).default }),
            },
            {
              path: paths.vacancies().replace('/dashboard/', ''),
              handle: { title: routeTitles.vacancies } satisfies RouteHandle,
              lazy: async () => screenRoute(await import('./screens/VacancyList/VacancyList'), store),
            },
            {
              path: paths.monitoring().replace('/dashboard/', ''),
              handle: { title: routeTitles.monitoring } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/VacancyList/Monitoring')).default }),
            },
            {
              path: 'profile/:id/view',
              handle: { title: routeTitles.profile } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Profile/ProfileView')).default }),
            },
            {
              path: 'candidate/list',
              handle: { title: routeTitles.candidates } satisfies RouteHandle,
              lazy: async () => screenRoute(await import('./screens/Candidate/CandidateListView'), store),
            },
            {
              path: 'candidate/create',
              handle: { title: routeTitles.candidateCreate } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Candidate/CandidateEdit')).default }),
            },
            {
              path: 'candidate/:id/edit',
              handle: { title: routeTitles.candidateEdit } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Candidate/CandidateEdit')).default }),
            },
            {
              path: 'candidate/application/create',
              handle: { title: routeTitles.applicationCreate } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Application/ApplicationCreate')).default }),
            },
            {
              path: 'candidate/:id/view',
              handle: { title: routeTitles.candidate } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Candidate/CandidateView')).default }),
            },
            {
              path: paths.shortlist().replace('/dashboard/', ''),
              handle: { title: routeTitles.shortlist } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Shortlist/ShortlistView')).default }),
            },
            {
              path: 'shortlist/:id/print',
              handle: { title: routeTitles.shortlistPrint } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Shortlist/ShortlistPrint')).default }),
            },
            {
              path: 'shortlist/job/:id/create',
              handle: { title: routeTitles.shortlistCreate } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Shortlist/ShortlistCompose')).default }),
            },
            {
              path: 'shortlist/job/:id/print',
              handle: { title: routeTitles.shortlistPrint } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Shortlist/ShortlistPrint')).JobShortlistPrint }),
            },
            {
              path: 'messages',
              handle: { title: routeTitles.messages } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Messages/MessagesList')).default }),
            },
            {
              path: 'messages/thread/:id',
              handle: { title: routeTitles.messageThread } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Messages/MessageThread')).default }),
            },
            {
              path: 'messages/user/:id',
              handle: { title: routeTitles.messagesWithUser } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Messages/MessagesWithUser')).default }),
            },
            {
              path: 'payment-terms',
              handle: { title: routeTitles.paymentTerms } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/PaymentTerms/PaymentTerms')).default }),
            },
            {
              path: 'feedback',
              handle: { title: routeTitles.feedback } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('./screens/Feedback/FeedbackList')).default }),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Created at start (main.tsx), before the catalogue has loaded: the router starts
 * loading the screen's lazy chunk at once, in parallel with the catalogue and the session check
 * (decision 0035).
 */
export function createAppRouter(locale: Locale, store?: AppStore): AppRouter {
  return createBrowserRouter(createRoutes(locale, store));
}

/**
 * The thin app: providers, the shell and the routes; `messages` is the locale's catalogue
 * (loadMessages: the entry's texts, which grow as lazy chunks bring theirs), `store` the Jotai store
 * with its API client (createAppStore), `router` the one created at start (createAppRouter; by
 * default one of its own).
 */
export function App({
  locale,
  messages,
  store,
  router: given,
}: {
  locale: Locale;
  messages: Messages;
  store: AppStore;
  router?: AppRouter;
}) {
  // One router for the app's lifetime (re-creating it on a render would reset navigation state).
  const [router] = useState(() => given ?? createAppRouter(locale, store));
  return (
    <JotaiProvider store={store}>
      <UiProvider locale={locale} messages={messages}>
        <NotificationProvider>
          <RouterProvider router={router} />
        </NotificationProvider>
      </UiProvider>
    </JotaiProvider>
  );
}
