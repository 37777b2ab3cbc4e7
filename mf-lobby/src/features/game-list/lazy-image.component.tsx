import { useEffect, useRef, useState } from 'react';
import { LOBBY_CONFIG } from '../../config/lobby-config';

const { threshold, preloadViewport, retries, retryDelayMs } = LOBBY_CONFIG.lazyImage;
/** spec §9 image cache of 200: pictures already shown appear at once when a card remounts. */
const CACHE_SIZE = 200;
const loaded = new Set<string>();

function remember(src: string) {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > CACHE_SIZE) loaded.delete(loaded.values().next().value as string);
}

const withRetry = (src: string, attempt: number) =>
  attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

/**
 * A picture that loads when it comes within 1.3 viewports (observer threshold 0.1) and retries
 * 3 times (spec §9). Its box is sized by the parent, so loading never moves the layout.
 */
export function LazyImage({ src, fallback }: { src: string | null | undefined; fallback: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => Boolean(src && loaded.has(src)));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() =>
    src && loaded.has(src) ? 'loaded' : 'loading',
  );

  useEffect(() => {
    if (visible || !src) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const margin = `0px 0px ${Math.round((preloadViewport - 1) * 100)}% 0px`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, src]);

  useEffect(() => {
    if (state !== 'failed' || attempt >= retries) return;
    const timer = setTimeout(
      () => {
        setAttempt((n) => n + 1);
        setState('loading');
      },
      retryDelayMs * (attempt + 1),
    );
    return () => clearTimeout(timer);
  }, [state, attempt]);

  const showImage = src && visible && !(state === 'failed' && attempt >= retries);
  return (
    <span ref={box} className={`lazy-image lazy-image--${state}`} aria-hidden="true">
      {!showImage || state !== 'loaded' ? (
        <span className="lazy-image__fallback">{fallback}</span>
      ) : null}
      {showImage && (
        <img
          key={attempt}
          src={withRetry(src, attempt)}
          alt=""
          decoding="async"
          draggable={false}
          onLoad={() => {
            remember(src);
            setState('loaded');
          }}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
