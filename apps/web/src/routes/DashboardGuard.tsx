import { canEnterDashboard } from '@mandate/domain';
import { LoadingOverlay } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { currentUserAtom, hasSessionAtom } from '../session/session';
import { paths } from './paths';

/**
 * The dashboard guard (001 §2.1): lets through an active user, or an inactive one switched to by an
 * admin; anyone else goes to login with `redirectUrl`. The dashboard's screens load lazily behind it.
 */
export function DashboardGuard() {
  const location = useLocation();
  const hasSession = useAtomValue(hasSessionAtom);
  const { data: user, isPending } = useAtomValue(currentUserAtom);
  const redirect = <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!hasSession) return redirect;
  if (isPending) return <LoadingOverlay fullPage />;
  if (!user || !canEnterDashboard({ user, owner: user.owner ?? null })) return redirect;
  return <Outlet />;
}
