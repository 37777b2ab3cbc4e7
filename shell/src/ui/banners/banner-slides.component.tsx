import type { Banner } from '@site/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { BANNER_AUTOPLAY_MS } from './banner-groups';
import { BannerSlide } from './banner-slide.component';
import { useMediaQuery } from '../use-media-query';

/** How long the carousel waits at most for the browser to be idle before it starts anyway. */
const START_TIMEOUT_MS = 2000;

/**
 * Embla measures the banners as it starts, and that read lays out whatever the page has left
 * dirty: started with the page, it carried 7-31 ms of the start-up's layout into a long task of
 * its own (TBT). It starts once the browser is idle, its layout done, or at once when the reader
 * reaches for the carousel (a pointer over it, the focus in it, a dot). Until then the first
 * banner stands where the carousel will start.
 */
function useStartWhenIdle(): [boolean, () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [started]);
  return [started, useCallback(() => setStarted(true), [])];
}

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
  const [started, start] = useStartWhenIdle();
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
  // A dot chosen before the carousel started: it turns to that banner as it starts.
  const chosenEarly = useRef<number | null>(null);
  useEffect(() => {
    if (!embla || chosenEarly.current === null) return;
    embla.scrollTo(chosenEarly.current);
    chosenEarly.current = null;
  }, [embla]);
  const goTo = useCallback(
    (index: number) => {
      if (embla) {
        embla.scrollTo(index);
        return;
      }
      chosenEarly.current = index;
      start();
    },
    [embla, start],
  );

  return (
    <>
      <div
        className="banner__viewport"
        ref={started ? viewport : undefined}
        onPointerEnter={start}
        onFocus={start}
      >
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
