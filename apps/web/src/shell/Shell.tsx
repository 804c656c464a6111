import { Button, EnvironmentBanner, LoadingOverlay, MainNav, ProgressBar, type Locale } from '@mandate/ui';
import type { CurrentUser } from '@mandate/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, ScrollRestoration, useHref, useLocation, useNavigate, useNavigation, type NavigateOptions } from 'react-router';
import { environment } from '../environment';
import { apiLoadingAtom } from '../errors/errorQueue';
import { GlobalErrorHandler } from '../errors/GlobalErrorHandler';
import { NoticeBridge } from './NoticeBridge';
import { isDashboardPath, paths } from '../routes/paths';
import { liveConnectionAtom } from '../session/liveEvents';
import { countersAtom, currentUserAtom, logoutAtom } from '../session/session';
import { localeCookie } from './locale';
import { currentMainNav, mainNavFor, mainNavHref, type MainNavEntry } from './mainNav';
import * as styles from './Shell.css';
import { messages } from './Shell.messages';
import { ShellEffects } from './ShellEffects';
import { UserMenu } from './UserMenu';
import { VersionCheck } from './VersionCheck';

const navLabels = {
  home: messages.navHome,
  vacancies: messages.navVacancies,
  candidates: messages.navCandidates,
  shortlists: messages.navShortlists,
  messages: messages.navMessages,
  monitoring: messages.navMonitoring,
} as const satisfies Record<MainNavEntry, unknown>;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Keeps the session's live event stream open while mounted (one per signed-in user). */
function LiveUpdates() {
  useAtomValue(liveConnectionAtom);
  return null;
}

/**
 * The main navigation of a dashboard page, with the unread count on Messages. Only here does the
 * shell read the counters: off the dashboard (after a logout) nothing refetches them.
 */
function DashboardNav({ user, pathname }: { user: CurrentUser; pathname: string }) {
  const intl = useIntl();
  const unread = useAtomValue(countersAtom).data?.unreadThreads ?? 0;
  return (
    <MainNav
      aria-label={intl.formatMessage(messages.navigation)}
      items={mainNavFor(user).map((entry) => ({
        id: entry,
        label: intl.formatMessage(navLabels[entry]),
        href: mainNavHref[entry](),
        ...(entry === 'messages' ? { count: unread, countLabel: intl.formatMessage(messages.navUnread) } : {}),
      }))}
      currentId={currentMainNav(pathname)}
    />
  );
}

/** Sets the `locale` cookie and reloads. */
export function switchLocale(locale: Locale) {
  document.cookie = localeCookie(locale);
  const url = new URL(window.location.href);
  // A `lang` parameter would win over the cookie at start.
  url.searchParams.delete('lang');
  window.location.replace(url.href);
}

/** An href with a scheme (`https://…`, `mailto:`) goes out as it is; react-router resolves only the app's own paths. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/**
 * The shell around every page (001 §2.4): environment banner, top bar (product mark, language switch
 * EN/DE, user and logout) with the main navigation on dashboard pages (the entries the user's
 * permissions allow, see `mainNav.ts`), the loading indicator of calls and the overlay while a page loads, scroll
 * restoration, the version check, the global error handler and the live updates of a signed-in user.
 */
export function Shell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { data: user } = useAtomValue(currentUserAtom);
  const logout = useSetAtom(logoutAtom);
  const loading = useAtomValue(apiLoadingAtom);
  return (
    // ui's Link, Menu items and table rows with `href` navigate client-side through react-router.
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      <EnvironmentBanner environment={environment} />
      <header className={styles.bar} aria-label={intl.formatMessage(messages.main)}>
        {/* Inside the banner landmark (all content in landmarks: axe "region"); fixed at the top of the window. */}
        <div className={styles.loadingLine}>
          {loading ? <ProgressBar isIndeterminate hideValue aria-label={intl.formatMessage(messages.loading)} /> : null}
        </div>
        <Link to={user ? paths.myDashboard() : paths.home()} className={styles.brand}>
          {intl.formatMessage(messages.product)}
        </Link>
        {user && isDashboardPath(pathname) ? <DashboardNav user={user} pathname={pathname} /> : null}
        <span className={styles.spacer} />
        <span role="group" aria-label={intl.formatMessage(messages.language)} className={styles.languages}>
          <Button size="small" variant={locale === 'en' ? 'secondary' : 'ghost'} onPress={() => switchLocale('en')}>
            {intl.formatMessage(messages.english)}
          </Button>
          <Button size="small" variant={locale === 'de' ? 'secondary' : 'ghost'} onPress={() => switchLocale('de')}>
            {intl.formatMessage(messages.german)}
          </Button>
        </span>
        {user ? (
          <>
            <span className={styles.user}>
              <UserMenu user={user} />
            </span>
            <Button
              size="small"
              variant="secondary"
              onPress={() => {
                // Leave the guarded page first, so the guard does not send us to login meanwhile.
                void navigate(paths.home(), { replace: true });
                void logout();
              }}
            >
              {intl.formatMessage(messages.logout)}
            </Button>
          </>
        ) : (
          <Link to={paths.login()}>{intl.formatMessage(messages.login)}</Link>
        )}
      </header>
      {children}
      {navigation.state === 'loading' ? <LoadingOverlay fullPage label={intl.formatMessage(messages.navigating)} /> : null}
      <ScrollRestoration />
      <ShellEffects />
      <VersionCheck />
      <GlobalErrorHandler />
      <NoticeBridge />
      {user ? <LiveUpdates key={user.id} /> : null}
    </AriaRouterProvider>
  );
}
