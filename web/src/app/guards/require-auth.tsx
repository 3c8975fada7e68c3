import { Container } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SessionUserContext, useMe } from '../../lib/auth/get-me.ts';
import { signInState } from '../../lib/auth/return-to.ts';

/** Signed-in routes: a guest goes to /login, which brings them back here after signing in. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <PageLoader minHeight="100vh" />;
  if (me.data) {
    return (
      <SessionUserContext value={me.data}>
        <Outlet />
      </SessionUserContext>
    );
  }
  if (me.isError) {
    return (
      <Container size="xs" py="xl">
        <ErrorAlert error={me.error} onRetry={() => void me.refetch()} />
      </Container>
    );
  }
  return <Navigate to="/login" replace state={signInState(location)} />;
}
