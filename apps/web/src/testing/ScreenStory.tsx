import type { CurrentUser } from '@mandate/domain';
import type { Meta } from '@storybook/react-vite';
import { isLocale, NotificationProvider, UiProvider, type Locale, type Messages } from '@mandate/ui';
import { Provider as JotaiProvider } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useState, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'storybook/test';
import catalogueDe from '../i18n/catalogue.de';
import catalogueEn from '../i18n/catalogue.en';
import { DashboardGuard } from '../routes/DashboardGuard';
import { isDashboardPath } from '../routes/paths';
import { storeTokensAtom } from '../session/session';
import { keepBrowserStorageInMemory, browserStorage } from '../session/browserStorage';
import { browserKeys } from '../session/tokens';
import { readLocaleCookie, localeCookie } from '../shell/locale';
import { Shell } from '../shell/Shell';
import { browserApiClient, createAppStore } from '../store';
import { fixtureFetch, type FixtureFetch, type FixtureRoute } from './fixtureFetch';
import { fixtureUploadTransport } from './fixtureUpload';
import { fixtureTokens, sessionRoutes, users } from './fixtures';

/**
 * Stories of the app's screens (decision 0014): a screen in the app's real providers and shell,
 * with a store of its own whose real API client answers from fixtures at the transport level.
 * Test support only: imported by stories, never by the app.
 */

export interface ScreenStoryProps {
  /** The address the story opens: `/dashboard/vacancy/4711/view`. */
  path: string;
  /** The screen's route pattern, as in App.tsx: `/dashboard/vacancy/:id/view`. Under `/dashboard/` the real DashboardGuard is in front. */
  routePath: string;
  /** The screen (the route's component, as App.tsx loads it). */
  Component: ComponentType;
  /** The story's answers; they come before the session's (current user, counters, version, lists) and win. @default [] */
  routes?: readonly FixtureRoute[];
  /** `GET /user/current`; with `null` the story has no session (no token) and the user's call answers 401. @default users.employer */
  user?: CurrentUser | null;
  /** The language of the texts (the story's `globals.locale`); also the `locale` cookie, so the API client sends it as `Locale`. @default 'en' */
  locale?: Locale;
  /** Delay of every route that names none, in milliseconds. @default 0 */
  delayMs?: number;
}

/** The app's catalogues as the build merges them (i18n/catalogue.*.ts), as ICU source text here. */
const catalogues: Record<Locale, Messages> = { en: catalogueEn, de: catalogueDe };

// Story files run side by side in frames of one origin: each keeps its session in memory of its own.
keepBrowserStorageInMemory();

/** The fixture fetch of each mounted ScreenStory, by its frame element (see {@link screenFetch}). */
const mounted = new WeakMap<Element, FixtureFetch>();

/** Everything of one mounted story: made once per mount, so a story's state never leaks into the next. */
function startScreen({ path, routePath, Component, routes = [], user = users.employer, locale = 'en', delayMs }: ScreenStoryProps) {
  // A fresh browser session: nothing an earlier story stored, the language as main.tsx sets it.
  for (const key of Object.values(browserKeys)) browserStorage.removeItem(key);
  const cookieBefore = readLocaleCookie(document.cookie);
  document.cookie = localeCookie(locale);

  const api = fixtureFetch([...routes, ...sessionRoutes(user)], delayMs === undefined ? {} : { delayMs });
  const store = createAppStore({ createApi: (s) => browserApiClient(s, { fetch: api, uploadTransport: fixtureUploadTransport(api) }) });
  // A signed-in session, as after a login: the token pair stored, the session's queries loading.
  if (user) store.set(storeTokensAtom, fixtureTokens);

  const screen: RouteObject = isDashboardPath(routePath)
    ? { path: '/dashboard', element: <DashboardGuard />, children: [{ path: routePath.slice('/dashboard/'.length), Component }] }
    : { path: routePath, Component };
  const router = createMemoryRouter(
    [
      {
        element: (
          <Shell locale={locale}>
            <Outlet />
          </Shell>
        ),
        // Any other address (a link away from the screen, the guard's login) shows the bare shell.
        children: [screen, { path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );

  const stop = () => {
    router.dispose();
    const queryClient = store.get(queryClientAtom);
    void queryClient.cancelQueries();
    queryClient.clear();
    for (const key of Object.values(browserKeys)) browserStorage.removeItem(key);
    document.cookie = cookieBefore ? localeCookie(cookieBefore === 'de' ? 'de' : 'en') : 'locale=; path=/; max-age=0';
  };
  return { api, store, router, stop };
}

function ScreenFrame(props: ScreenStoryProps & { locale: Locale }) {
  const [screen] = useState(() => startScreen(props));
  useEffect(() => screen.stop, [screen]);
  return (
    <div
      data-screen-story=""
      style={{ display: 'contents' }}
      ref={(element) => {
        if (element) mounted.set(element, screen.api);
      }}
    >
      <JotaiProvider store={screen.store}>
        <UiProvider locale={props.locale} messages={catalogues[props.locale]}>
          {/* Bars stay until dismissed (duration 0), as in the design system's stories: stable screenshots. */}
          <NotificationProvider duration={0}>
            <RouterProvider router={screen.router} />
          </NotificationProvider>
        </UiProvider>
      </JotaiProvider>
    </div>
  );
}

/**
 * A screen as the app shows it: a fresh store from `createAppStore` whose `browserApiClient` calls
 * {@link fixtureFetch} with the story's routes, a session token, the locale's whole catalogue in
 * `UiProvider`, `NotificationProvider`, and a memory router with the real `Shell` (RAC's
 * RouterProvider, the global error handler, the notice bridge, the version check answered by a
 * fixture) around the screen's route. No network, no mocked atoms or components.
 */
export function ScreenStory(props: ScreenStoryProps) {
  const locale = props.locale ?? 'en';
  // The app reloads when the language changes (switchLocale): so does the story, with a new store.
  return <ScreenFrame key={locale} {...props} locale={locale} />;
}

/** A story's `render`: the ScreenStory in the language of the story's globals (the toolbar's Language). */
export function renderScreen(args: ScreenStoryProps, context: { globals: Record<string, unknown> }) {
  return <ScreenStory {...args} locale={isLocale(context.globals.locale) ? context.globals.locale : 'en'} />;
}

/** The fixture fetch of the ScreenStory in a play's `canvasElement`: what the screen sent (`calls`, `callsTo`, `unmatched`). */
export function screenFetch(canvasElement: HTMLElement): FixtureFetch {
  const frame = canvasElement.querySelector('[data-screen-story]');
  const api = frame ? mounted.get(frame) : undefined;
  if (!api) throw new Error('screenFetch: no ScreenStory is mounted in this canvas');
  return api;
}

/**
 * What the meta of every screen story file has besides its `title` and `tags` (Storybook reads
 * those two from the file itself, so they stay written out there): the ScreenStory with the file's
 * args, rendered in the story's language, full screen, without controls, and the docs' description.
 */
export function screenStoryMeta({ args, description }: { args: ScreenStoryProps; description: string }) {
  return {
    component: ScreenStory,
    args,
    render: renderScreen,
    parameters: {
      layout: 'fullscreen',
      controls: { disable: true },
      docs: { description: { component: description } },
    },
  } satisfies Meta<typeof ScreenStory>;
}

/** Every request of the story went to a fixture route (an unmatched one answered 404). */
export async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

/**
 * The screen as a screenshot takes it: no focus ring, React Aria's live announcer emptied (its
 * messages are no content of the page), and with `scrollToTop` the page (and each scrolled region)
 * back at its top after a journey that scrolled down to what it opened.
 */
export function settle({ scrollToTop = false } = {}) {
  (document.activeElement as HTMLElement | null)?.blur();
  if (scrollToTop)
    for (const element of [document.scrollingElement, ...Array.from(document.querySelectorAll('main, [data-scroll]'))])
      element?.scrollTo(0, 0);
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}
