import { SkeletonBlocks, useTranslation } from '@site/shared';
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { chunkErrorMessageKey, isChunkLoadError } from './federation/chunk-load-error';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/**
 * spec §2 "lazily loaded sections" (Vip, promo, promoDetail, help, download, joinus, and the
 * notice, password-reset and game pages): each page is its own chunk, so the home page's first
 * load does not carry them.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const VipPage = page(() => import('../pages/vip-page'), 'VipPage');
const PromotionsPage = page(() => import('../pages/promotions-page'), 'PromotionsPage');
const PromoDetailPage = page(() => import('../pages/promo-detail-page'), 'PromoDetailPage');
const HelpPage = page(() => import('../pages/help-page'), 'HelpPage');
const DownloadPage = page(() => import('../pages/download-page'), 'DownloadPage');
const JoinPage = page(() => import('../pages/join-page'), 'JoinPage');
// Pages a visit reaches from a link or a game, never as the home's first view.
const NoticePage = page(() => import('../pages/notice-page'), 'NoticePage');
const ResetPasswordPage = page(() => import('../pages/reset-password-page'), 'ResetPasswordPage');
const GamePage = page(() => import('../pages/game-page'), 'GamePage');
// spec §4 "prize wheel", "red envelope" (issue 13): one chunk with its strings.
const luckyDrawPages = () => import('../features/lucky-draw/lucky-draw-pages');
const WheelPage = page(luckyDrawPages, 'WheelPage');
const RedEnvelopePage = page(luckyDrawPages, 'RedEnvelopePage');

function PageLoading() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return <SkeletonBlocks count={6} height={160} label={t('pages.loading')} />;
}

function PageFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  // spec §8: a chunk that did not load gets its own message; anything else is a page error.
  const message = isChunkLoadError(error) ? t(chunkErrorMessageKey(error)) : t('pages.failed');
  return (
    <div className="site-state site-state--error" role="alert" data-testid="page-failed">
      <p>{message}</p>
      <button type="button" className="site-button" onClick={onRetry}>
        {t('pages.retry')}
      </button>
    </div>
  );
}

/** One page failing shows an error in the content area; the header and footer stay. */
class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[pages] a page failed', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A failed chunk is fetched again only after a full reload.
    const retry = () =>
      isChunkLoadError(error) ? window.location.reload() : this.setState({ error: null });
    return <PageFailed error={error} onRetry={retry} />;
  }
}

function Lazy({ Page }: { Page: ComponentType }) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

/** The shell's content pages by path (spec §2 route table). */
export const CONTENT_ROUTES: readonly { path: string; element: ReactElement }[] = [
  { path: '/vip', element: <Lazy Page={VipPage} /> },
  { path: '/promotions', element: <Lazy Page={PromotionsPage} /> },
  { path: '/promoDetail', element: <Lazy Page={PromoDetailPage} /> },
  { path: '/help', element: <Lazy Page={HelpPage} /> },
  { path: '/helpmc', element: <Lazy Page={HelpPage} /> },
  { path: '/down', element: <Lazy Page={DownloadPage} /> },
  // spec §2 guard: /download is open to visitors even on a logged-in-only site.
  { path: '/download', element: <Lazy Page={DownloadPage} /> },
  { path: '/join', element: <Lazy Page={JoinPage} /> },
  { path: '/wheel', element: <Lazy Page={WheelPage} /> },
  { path: '/redEnvelope', element: <Lazy Page={RedEnvelopePage} /> },
  { path: '/noticePage', element: <Lazy Page={NoticePage} /> },
  { path: '/reset-password', element: <Lazy Page={ResetPasswordPage} /> },
  // spec §2: game pages under the header only; /seamless with the compact header
  { path: '/game', element: <Lazy Page={GamePage} /> },
  { path: '/seamless', element: <Lazy Page={GamePage} /> },
  // /fbsports is the sportsbook remote's own declared page (mf-sportsbook/src/routes.json).
];
