import { useNotify, type ErrorDetails } from '@mandate/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { isProduction } from '../environment';
import { currentUserAtom, hasSessionAtom } from '../session/session';
import { describeApiError } from './describeApiError';
import { apiErrorsAtom, setApiLoadingCountAtom, takeApiErrorsAtom } from './errorQueue';

const ErrorDetailsDialog = lazy(() => import('./ErrorDetailsDialog'));

/**
 * Shows every failed call as the error catalogue says (000 §8): bars, a redirect, or outside
 * production the detail dialog. The loading indicator is switched off on every failure.
 */
export function GlobalErrorHandler() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  const pending = useAtomValue(apiErrorsAtom);
  const take = useSetAtom(takeApiErrorsAtom);
  const setLoading = useSetAtom(setApiLoadingCountAtom);
  const [details, setDetails] = useState<ErrorDetails | null>(null);

  useEffect(() => {
    if (pending.length === 0) return;
    const errors = take();
    setLoading(0);
    const hasUser = store.get(hasSessionAtom) && Boolean(store.get(currentUserAtom).data);
    for (const error of errors) {
      const outcome = describeApiError(error, {
        production: isProduction,
        hasUser,
        currentPath: location.pathname + location.search,
      });
      if (outcome.kind === 'redirect') {
        if (/^https?:\/\//.test(outcome.to)) window.location.assign(outcome.to);
        else void navigate(outcome.to, { replace: true });
      } else if (outcome.kind === 'bars') {
        for (const text of outcome.texts) notify.error(typeof text === 'string' ? text : intl.formatMessage(text));
      } else if (outcome.kind === 'dialog') {
        setDetails(outcome.details);
      }
    }
  }, [pending, take, setLoading, store, location, navigate, notify, intl]);

  return details ? (
    <Suspense fallback={null}>
      <ErrorDetailsDialog isOpen onClose={() => setDetails(null)} details={details} />
    </Suspense>
  ) : null;
}
