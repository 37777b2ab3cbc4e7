import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { forgotPasswordOpenAtom, registerModalOpenAtom } from './session-ui-state';

// Fetched when the browser is idle after the first load, so opening one is still instant.
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

/** Mounted from its first opening on, so closing and reopening keeps the modal's state. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/**
 * The registration and password-recovery modals: most visits never open them, so their code
 * (rules, dial codes and flags, captcha) is not part of the site's first load.
 */
export function OnDemandSessionModals() {
  const register = useOpenedOnce(useAtomValue(registerModalOpenAtom));
  const forgot = useOpenedOnce(useAtomValue(forgotPasswordOpenAtom));
  return (
    <Suspense fallback={null}>
      {register && <RegisterModal />}
      {forgot && <ForgotPasswordModal />}
    </Suspense>
  );
}
