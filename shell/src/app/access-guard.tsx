import { useBusState } from '@site/shared';
import { Navigate, Outlet, useLocation } from '@site/shared/router';
import { useFlag } from '../features/session/account-flags';

/**
 * spec §2 guard: the only pages a visitor without a token reaches when the flag is on, plus the
 * e-mailed reset link's page (a visitor who forgot the password has no token by definition).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/reset-password',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** spec §2 guard LOGGED_IN_TO_HOME_PAGE: without a session everything else goes to /login. */
export function AccessGuard() {
  const guarded = useFlag('LOGGED_IN_TO_HOME_PAGE');
  const session = useBusState('session');
  const { pathname } = useLocation();
  if (guarded && session.status === 'guest' && !PUBLIC_PATHS.includes(pathname))
    return <Navigate to="/login" replace />;
  return <Outlet />;
}
