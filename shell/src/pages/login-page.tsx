import { useBusState } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate } from '@site/shared/router';
import { loginModalOpenAtom } from '../features/session/session-ui-state';
import { HomePage } from './home-page';

/**
 * /login (spec §2, the guard's target): home with the login popup over it; a member goes home.
 * It opens the popup through its state, as /register does: an open-login command sent while
 * the page first renders would arrive before the modals listen for it.
 */
export function LoginPage() {
  const session = useBusState('session');
  const openLogin = useSetAtom(loginModalOpenAtom);
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) openLogin(true);
  }, [guest, openLogin]);
  if (!guest) return <Navigate to="/" replace />;
  return (
    <div data-testid="login-page">
      <HomePage />
    </div>
  );
}
