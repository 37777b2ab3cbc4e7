import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { CentreHost } from '../features/centres/centre-host';
import { LoginModal } from '../features/session/login-modal';
import { TrueAccountDialog } from '../features/session/true-account-dialog';
import { ChangePasswordModal } from '../features/session/change-password-modal';
import { ForgotPasswordModal } from '../features/session/forgot-password-modal';
import { LogoutConfirmDialog } from '../features/session/logout-confirm-dialog';
import { RegisterModal } from '../features/session/register-modal';
import { HEADERLESS_PATHS } from '../app/site-paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** spec §2 root layout: header, main content with a fade, footer, and the panels over them. */
export function RootLayout() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const headerless = HEADERLESS_PATHS.includes(pathname);
  return (
    <div className="site-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader compact={headerless} />
      <main id="main" className="site-main" key={pathname}>
        <Outlet />
      </main>
      <SiteFooter />
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <LogoutConfirmDialog />
      <TrueAccountDialog />
      <CentreHost />
    </div>
  );
}
