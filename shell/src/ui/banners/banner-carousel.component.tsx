import type { Banner } from '@site/shared';
import { useQuery } from '@tanstack/react-query';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { BANNER_AUTOPLAY_MS } from './banner-groups';
import { loadBanners } from './banners.resource';
import './banner-carousel.css';

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1920}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // the first banner is the page's largest paint
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** spec §2: a banner with a linkage type is clickable and opens its link. */
function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const image = <BannerImage banner={banner} eager={index === 0} />;
  let content = image;
  if (banner.linkageType && banner.link) {
    content =
      banner.linkageType === 'URL' ? (
        <a
          href={banner.link}
          target="_blank"
          rel="noopener noreferrer"
          className="banner__link"
          aria-label={t('banner.openExternal', { title: banner.title })}
        >
          {image}
        </a>
      ) : (
        <Link to={banner.link} className="banner__link">
          {image}
        </Link>
      );
  }
  return (
    <div
      className="banner__slide"
      role="group"
      aria-roledescription={t('banner.slide')}
      aria-label={banner.title}
      data-testid="banner-slide"
      data-group={banner.groupName}
      data-banner-id={banner.bannerId}
    >
      {content}
    </div>
  );
}

function Slides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const several = banners.length > 1;
  const plugins = useMemo(
    () =>
      several
        ? [
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ]
        : [],
    [several],
  );
  const [viewport, embla] = useEmblaCarousel({ loop: several, active: several }, plugins);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <>
      <div className="banner__viewport" ref={viewport}>
        <div className="banner__track">
          {banners.map((banner, index) => (
            <BannerSlide key={banner.bannerId} banner={banner} index={index} />
          ))}
        </div>
      </div>
      {several && (
        <div className="banner__dots" role="group" aria-label={t('banner.pagination')}>
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner__dot"
              aria-label={t('banner.goTo', { index: index + 1, title: banner.title })}
              aria-current={index === selected ? 'true' : undefined}
              data-testid="banner-dot"
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </>
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
  const banners = useQuery({
    queryKey: ['shell', 'banners', group, i18n.language],
    queryFn: ({ signal }) => loadBanners(group, i18n.language, signal),
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
        <Slides banners={banners.data} />
      )}
    </section>
  );
}
