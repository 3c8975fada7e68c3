import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useMe } from '../../lib/auth/get-me.ts';
import { returnTarget } from '../../lib/auth/return-to.ts';

/**
 * Guest-only routes (sign-in, recovery, links). A signed-in user goes to the page they asked for
 * before signing in, else the dashboard; this is also how a successful sign-in moves on.
 */
export function GuestOnly() {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <PageLoader minHeight="100vh" />;
  if (me.data) return <Navigate to={returnTarget(location.state)} replace />;
  return <Outlet />;
}
