import type { Banner } from '@site/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { BANNER_AUTOPLAY_MS } from './banner-groups';
import { BannerSlide } from './banner-slide.component';

/** The carousel proper (embla, autoplay, dots); loaded on its own, after the first banner shows. */
export function Slides({ banners }: { banners: Banner[] }) {
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
