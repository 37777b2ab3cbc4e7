import type { Banner } from '@site/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { BANNER_AUTOPLAY_MS } from './banner-groups';
import { BannerSlide } from './banner-slide.component';
import { useMediaQuery } from '../use-media-query';

/** The carousel proper (embla, autoplay, dots); loaded on its own, after the first banner shows. */
export function Slides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const several = banners.length > 1;
  // A reader who asked for less motion turns the banners with the dots only (WCAG 2.2.2).
  const stillPreferred = useMediaQuery('(prefers-reduced-motion: reduce)');
  const plugins = useMemo(
    () =>
      several && !stillPreferred
        ? [
            Autoplay({
              delay: BANNER_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ]
        : [],
    [several, stillPreferred],
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
  useEffect(() => {
    // Scrolled out of sight, the banners stop moving: each move is a second and a half of
    // animation frames on the page's main thread, for nobody to see.
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) autoplay.play();
      else autoplay.stop();
    });
    observer.observe(embla.rootNode());
    return () => observer.disconnect();
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
