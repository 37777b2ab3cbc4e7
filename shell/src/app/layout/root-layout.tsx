import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@site/shared';
import { Outlet, useLocation } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { CentreHost } from './centre-host';
import { TrueAccountDialog } from '../../features/session/true-account-dialog';
import { LogoutConfirmDialog } from '../../features/session/logout-confirm-dialog';
import { OnDemandSessionModals } from '../../features/session/on-demand-session-modals';
import { LimitsOffer } from '../../features/session/limits-offer';
import { sessionPopupOpenAtom } from '../../features/session/session-ui-state';
import { useAnnouncements } from '../../features/announcements/use-announcements';
import { RouteBanner } from './route-banner.component';
import { ChunkErrorNotice } from '../federation/chunk-error-notice';
import { HEADERLESS_PATHS } from '../site-paths';
import { SiteHeader } from './site-header';
import { OnDemandBoundary } from '../../ui/on-demand-kit';
import { loadAfterPaint, useNextTask, usePainted } from '../../ui/after-paint';
import { RemoteSkeleton } from '../federation/remote-boundary';
import './root-layout.css';

/**
 * A part of the layout the first paint does without (the footer below the fold, the popup that
 * opens once the announcements arrive): its own chunk, fetched from its first render on, so it
 * is not in the first load's JavaScript, and rendered once a frame has painted after that, in a
 * task of its own. Until then it renders nothing.
 */
function afterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(loadAfterPaint(() => load().then((component) => ({ default: component }))));
  return function AfterFirstPaint(props: Props) {
    return (
      <OnDemandBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </OnDemandBoundary>
    );
  };
}

const SiteFooter = afterFirstPaint(() =>
  import('./site-footer.component').then((module) => module.SiteFooter),
);
// A member's protection notices: the reality check comes a quarter of an hour into a session at
// the soonest, and the ended-protection notice after a sign-in.
const RealityCheck = afterFirstPaint(() =>
  import('../../features/responsible-gaming/reality-check.component').then(
    (module) => module.RealityCheck,
  ),
);
const ProtectionEndedNotice = afterFirstPaint(() =>
  import('../../features/session/protection-ended-notice').then(
    (module) => module.ProtectionEndedNotice,
  ),
);
// The side bar's buttons float over the page's edge: nothing of the first paint waits for them.
const SideBarWithChat = afterFirstPaint(() =>
  import('./side-bar-with-chat').then((module) => module.SideBarWithChat),
);
const AnnouncementPopup = afterFirstPaint(() =>
  import('../../features/announcements/announcement-popup.component').then(
    (module) => module.AnnouncementPopup,
  ),
);

/** One popup at a time: on /register the registration modal comes before the announcements. */
export function AnnouncementPopupAfterSession() {
  const sessionPopupOpen = useAtomValue(sessionPopupOpenAtom);
  // The list is asked for with the page's first render, not once the popup's own chunk has
  // arrived after the first paint: the popup, often the largest paint of a page without a
  // banner (/lottery), opens a round trip sooner.
  useAnnouncements();
  // Its chunk is asked for a task later: starting that import (script and stylesheet elements)
  // was a fifth of the page's first render.
  const afterFirstRender = useNextTask();
  return afterFirstRender ? <AnnouncementPopup anotherPopupOpen={sessionPopupOpen} /> : null;
}

/**
 * spec §2 root layout: header, banner, main content with a fade transition, side menu,
 * footer, and the panels and modals over them.
 */
export function RootLayout() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const headerless = HEADERLESS_PATHS.includes(pathname);
  // What a first paint does without (the side bar, the footer below the fold, the dialogs and
  // the centres, all closed) renders once that paint is done, in a task of its own: they were a
  // sixth to a quarter of the page's first render, its longest task (TBT). The popup, often a
  // page's largest paint, starts at once, and the error notice listens from the start.
  const painted = usePainted();
  // The route's content renders a task after the header and banner, its skeleton meanwhile.
  const contentReady = useNextTask();
  return (
    <div className="site-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader compact={headerless} />
      <RouteBanner />
      <LimitsOffer />
      {/* A new key per path replays the fade-in (.site-main) on every page change. */}
      <main id="main" className="site-main" key={pathname}>
        {contentReady ? <Outlet /> : <RemoteSkeleton />}
      </main>
      {painted && (
        <>
          <SideBarWithChat />
          <SiteFooter />
          <OnDemandSessionModals />
          <LogoutConfirmDialog />
          <TrueAccountDialog />
          <ProtectionEndedNotice />
          <RealityCheck />
          <CentreHost />
        </>
      )}
      <AnnouncementPopupAfterSession />
      <ChunkErrorNotice />
    </div>
  );
}
