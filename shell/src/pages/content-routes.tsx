import { SkeletonBlocks } from '@site/shared';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/**
 * spec §2 "lazily loaded sections" (Vip, promo, promoDetail, help, download, joinus): each page
 * is its own chunk, so the home page's first load does not carry them.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const VipPage = page(() => import('./vip-page'), 'VipPage');
const PromotionsPage = page(() => import('./promotions-page'), 'PromotionsPage');
const PromoDetailPage = page(() => import('./promo-detail-page'), 'PromoDetailPage');
const HelpPage = page(() => import('./help-page'), 'HelpPage');
const DownloadPage = page(() => import('./download-page'), 'DownloadPage');
const JoinPage = page(() => import('./join-page'), 'JoinPage');

function PageLoading() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return <SkeletonBlocks count={6} height={160} label={t('pages.loading')} />;
}

function Lazy({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
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
  { path: '/join', element: <Lazy Page={JoinPage} /> },
];
