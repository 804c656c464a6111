import { Button, type Locale } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../routes/paths';
import { currentUserAtom, logoutAtom } from '../session/session';
import * as styles from './Shell.css';
import { messages } from './Shell.messages';

/** Sets the `locale` cookie (the spec's helper counts its lifetime argument 3600 in days) and reloads. */
export function switchLocale(locale: Locale) {
  const expires = new Date(Date.now() + 3600 * 24 * 3600 * 1000).toUTCString();
  document.cookie = `locale=${locale}; path=/; expires=${expires}; SameSite=Lax`;
  window.location.reload();
}

/** The top bar (product mark, language switch EN/DE, user and logout) around every page. */
export function Shell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: user } = useAtomValue(currentUserAtom);
  const logout = useSetAtom(logoutAtom);
  return (
    <>
      <header className={styles.bar} aria-label={intl.formatMessage(messages.main)}>
        <Link to={user ? paths.myDashboard() : paths.home()} className={styles.brand}>
          {intl.formatMessage(messages.product)}
        </Link>
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
            <span className={styles.user}>{user.name}</span>
            <Button
              size="small"
              variant="secondary"
              onPress={() => {
                // Leave the guarded page first, so the guard does not send us to login meanwhile.
                navigate(paths.home(), { replace: true });
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
    </>
  );
}
