import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { CentreHost } from './centre-host';
import { TrueAccountDialog } from '../../features/session/true-account-dialog';
import { ChangePasswordModal } from '../../features/session/change-password-modal';
import { LogoutConfirmDialog } from '../../features/session/logout-confirm-dialog';
import { OnDemandSessionModals } from '../../features/session/on-demand-session-modals';
import { AnnouncementPopup } from '../../features/announcements/announcement-popup.component';
import { RouteBanner } from '../../features/banners/route-banner.component';
import { SiteFooter } from '../../features/footer/site-footer.component';
import { SideBar } from '../../features/side-bar/side-bar.component';
import { useLiveChat } from '../../features/chat/use-live-chat';
import { ChunkErrorNotice } from '../federation/chunk-error-notice';
import { HEADERLESS_PATHS } from '../site-paths';
import { SiteHeader } from './site-header';
import './root-layout.css';

/**
 * spec §2 root layout: header, banner, main content with a fade transition, side menu,
 * footer, and the panels and modals over them.
 */
export function RootLayout() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const headerless = HEADERLESS_PATHS.includes(pathname);
  const chat = useLiveChat();
  return (
    <div className="site-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader compact={headerless} />
      <RouteBanner />
      {/* A new key per path replays the fade-in (.site-main) on every page change. */}
      <main id="main" className="site-main" key={pathname}>
        <Outlet />
      </main>
      <SideBar chat={chat} />
      <SiteFooter />
      <OnDemandSessionModals />
      <ChangePasswordModal />
      <LogoutConfirmDialog />
      <TrueAccountDialog />
      <AnnouncementPopup />
      <ChunkErrorNotice />
      <CentreHost />
    </div>
  );
}
