import { getEventBus, useBusState } from '@site/shared';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { HomePage } from './home-page';

/** /login (spec §2, the guard's target): home with the login popup over it; a member goes home. */
export function LoginPage() {
  const session = useBusState('session');
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) getEventBus().send('open-login', { reason: 'login-page' });
  }, [guest]);
  if (!guest) return <Navigate to="/" replace />;
  return (
    <div data-testid="login-page">
      <HomePage />
    </div>
  );
}
