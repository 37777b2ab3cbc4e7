import { useAtomValue } from 'jotai';
import { useTranslation } from '@site/shared';
import { Outlet, useLocation } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { CentreHost } from './centre-host';
import { TrueAccountDialog } from '../../features/session/true-account-dialog';
import { LogoutConfirmDialog } from '../../features/session/logout-confirm-dialog';
import { OnDemandSessionModals } from '../../features/session/on-demand-session-modals';
import { sessionPopupOpenAtom } from '../../features/session/session-ui-state';
import { AnnouncementPopup } from '../../features/announcements/announcement-popup.component';
import { RouteBanner } from './route-banner.component';
import { SiteFooter } from './site-footer.component';
import { SideBar } from '../../features/side-bar/side-bar.component';
import { useLiveChat } from '../../features/chat/use-live-chat';
import { ChunkErrorNotice } from '../federation/chunk-error-notice';
import { HEADERLESS_PATHS } from '../site-paths';
import { SiteHeader } from './site-header';
import './root-layout.css';

/** One popup at a time: on /register the registration modal comes before the announcements. */
export function AnnouncementPopupAfterSession() {
  const sessionPopupOpen = useAtomValue(sessionPopupOpenAtom);
  return <AnnouncementPopup anotherPopupOpen={sessionPopupOpen} />;
}

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
      <LogoutConfirmDialog />
      <TrueAccountDialog />
      <AnnouncementPopupAfterSession />
      <ChunkErrorNotice />
      <CentreHost />
    </div>
  );
}
