import { useBusState } from '@site/shared';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OnDemandBoundary } from '../../ui/on-demand-kit';
import { FORCED_CHANGE_KEY } from './login-outcome';
import { takeSocialOutcome } from './social-outcome';
import {
  changePasswordAtom,
  forgotPasswordOpenAtom,
  loginModalOpenAtom,
  registerModalOpenAtom,
} from './session-ui-state';

// Fetched when the browser is idle after the first load, so opening one is still instant.
const LoginModal = lazy(() =>
  import(/* webpackPrefetch: true */ './login-modal').then((module) => ({
    default: module.LoginModal,
  })),
);
const RegisterModal = lazy(() =>
  import(/* webpackPrefetch: true */ './register-modal').then((module) => ({
    default: module.RegisterModal,
  })),
);
const ForgotPasswordModal = lazy(() =>
  import(/* webpackPrefetch: true */ './forgot-password-modal').then((module) => ({
    default: module.ForgotPasswordModal,
  })),
);
const SocialReturn = lazy(() =>
  import('./social-return').then((module) => ({ default: module.SocialReturn })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);

/** Mounted from its first opening on, so closing and reopening keeps the modal's state. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/** The password change is open while a forced change is due, even after a reload; never for a guest. */
function useChangePasswordOpen(): boolean {
  const session = useBusState('session');
  const [state, setState] = useAtom(changePasswordAtom);
  useEffect(() => {
    if (session.status === 'member' && sessionStorage.getItem(FORCED_CHANGE_KEY) === '1')
      setState({ open: true, forced: true });
    if (session.status === 'guest' && state.open) setState({ open: false, forced: false });
  }, [session.status, setState, state.open]);
  return state.open;
}

/**
 * The login, registration, password-recovery and password-change modals: a visit opens them
 * once at most, so their code (rules, dial codes and flags, captcha, SMS, the UI kit) is not
 * part of the site's first load. Any app opens the login with the open-login command
 * (routeSessionCommands).
 */
export function OnDemandSessionModals() {
  const login = useOpenedOnce(useAtomValue(loginModalOpenAtom));
  const register = useOpenedOnce(useAtomValue(registerModalOpenAtom));
  const forgot = useOpenedOnce(useAtomValue(forgotPasswordOpenAtom));
  const changePassword = useOpenedOnce(useChangePasswordOpen());
  // A social provider's return (`?social=`), read once on the first render.
  const [socialOutcome] = useState(takeSocialOutcome);
  return (
    <OnDemandBoundary>
      <Suspense fallback={null}>
        {login && <LoginModal />}
        {register && <RegisterModal />}
        {forgot && <ForgotPasswordModal />}
        {changePassword && <ChangePasswordModal />}
        {socialOutcome && <SocialReturn outcome={socialOutcome} />}
      </Suspense>
    </OnDemandBoundary>
  );
}
