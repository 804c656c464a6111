import { useNotify } from '@mandate/ui';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { paths } from './paths';

const messages = defineMessages({
  notFound: {
    id: 'web.routes.notFound',
    defaultMessage: 'Page not found',
    description: 'Error bar after an unknown address sent the user to the home page (001 §2.1)',
  },
});

/** Any unknown path: go to `/` and show the "Page not found" bar (001 §2.1). */
export function NotFound() {
  const intl = useIntl();
  const notify = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    // Once, also when React's strict mode runs effects twice in development.
    if (shown.current) return;
    shown.current = true;
    notify.error(intl.formatMessage(messages.notFound));
  }, [intl, notify]);
  return <Navigate to={paths.home()} replace />;
}
