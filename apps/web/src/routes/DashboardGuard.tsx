import { canEnterDashboard } from '@mandate/domain';
import { LoadingOverlay } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { currentUserAtom, hasSessionAtom } from '../session/session';
import { paths } from './paths';

const Dashboard = lazy(() => import('../screens/Dashboard/Dashboard'));

/** The dashboard guard (001 §2.1): an active user, or an inactive one switched to by an admin; else login with redirectUrl. */
export function DashboardGuard() {
  const location = useLocation();
  const hasSession = useAtomValue(hasSessionAtom);
  const { data: user, isPending } = useAtomValue(currentUserAtom);
  const redirect = <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!hasSession) return redirect;
  if (isPending) return <LoadingOverlay fullPage />;
  if (!user || !canEnterDashboard({ user, owner: user.owner ?? null })) return redirect;
  return (
    <Suspense fallback={<LoadingOverlay fullPage />}>
      <Dashboard user={user} />
    </Suspense>
  );
}
