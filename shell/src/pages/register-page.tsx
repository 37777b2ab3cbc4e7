import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { registerModalOpenAtom } from '../features/session/session-ui-state';
import { HomePage } from './home-page';

/** /register and /register.html: home with the registration modal over it (spec §2). */
export function RegisterPage() {
  const openRegister = useSetAtom(registerModalOpenAtom);
  useEffect(() => openRegister(true), [openRegister]);
  return <HomePage />;
}
