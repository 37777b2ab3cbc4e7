import type { Banner } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { OnDemandBoundary } from '../on-demand-kit';
import { loadAfterPaint } from '../after-paint';
import { BannerSlide } from './banner-slide.component';
import { loadBanners } from './banners.resource';
import './banner-carousel.css';

// The carousel's code (embla and its autoplay, ~8 KB gz) is not needed to show the first banner,
// the page's largest paint: that one shows at once and the carousel takes over when it loads.
// Started once the first banner has painted, so embla's measuring reads a laid-out page.
const Slides = lazy(
  loadAfterPaint(() =>
    import('./banner-slides.component').then((module) => ({ default: module.Slides })),
  ),
);

/** The first banner alone, in the carousel's own markup, until the carousel has loaded. */
function FirstSlide({ banners }: { banners: Banner[] }) {
  return (
    <div className="banner__viewport">
      <div className="banner__track">
        <BannerSlide banner={banners[0]!} index={0} />
      </div>
    </div>
  );
}

/**
 * spec §2 banner area: the carousel of one group. Its box is reserved (the banners' 16:5
 * shape) before the list arrives, so nothing below moves when they load (CLS).
 */
export type BannerShape = 'full' | 'slim' | 'compact';

const SHAPE_CLASS: Record<BannerShape, string> = {
  full: 'banner',
  // game lobbies: a lower strip, so the first row of games stays on the first screen
  slim: 'banner banner--slim',
  // inside the login and register modals
  compact: 'banner banner--compact',
};

export function BannerCarousel({ group, shape = 'full' }: { group: string; shape?: BannerShape }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const queryClient = useQueryClient();
  const queryKey = ['shell', 'banners', group, i18n.language];
  const banners = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      loadBanners(group, i18n.language, signal, (newer) =>
        queryClient.setQueryData(queryKey, newer),
      ),
  });
  // Nothing to show: no box either (an empty group is the operator's choice, not an error).
  if (banners.status === 'success' && banners.data.length === 0) return null;
  if (banners.status === 'error') return null;
  return (
    <section
      className={SHAPE_CLASS[shape]}
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      data-testid="banner"
      data-group={group}
    >
      {banners.status === 'pending' ? (
        <div className="banner__viewport">
          <div
            className="banner__placeholder site-skeleton"
            role="status"
            aria-label={t('banner.loading')}
          />
        </div>
      ) : (
        <OnDemandBoundary>
          <Suspense fallback={<FirstSlide banners={banners.data} />}>
            <Slides banners={banners.data} />
          </Suspense>
        </OnDemandBoundary>
      )}
    </section>
  );
}
