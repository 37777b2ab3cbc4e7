import { useLayoutEffect, useRef, useState } from 'react';

/** Where the grid sits: its width, its top in the page and the window's height. */
export type GridPlacement = { width: number; top: number; viewportHeight: number };

/** What the grid assumes while it has no width (jsdom lays nothing out). */
const ASSUMED_WIDTH = 1200;

const samePlacement = (a: GridPlacement | null, b: GridPlacement) =>
  a !== null && a.width === b.width && a.top === b.top && a.viewportHeight === b.viewportHeight;

/**
 * The grid's placement: read once as the grid mounts, in one read of one layout, before that frame
 * paints (rows drawn first and measured after would be built twice, or painted empty), then in a
 * ResizeObserver's callback on the grid and the body, whose size changes move the grid's top: the
 * browser has just laid the page out there, so reading it forces no layout. Null until that first
 * read, while the grid renders no rows.
 *
 * `lastScrollY` keeps the window's scroll from the latest of those reads and of the window's scroll
 * events (a ref: scrolling alone re-renders nothing). The virtualiser starts from it and from the
 * placement's window height: reading them itself as it mounts laid out the page the grid had just
 * changed (scroll 10-24 ms, height about 9 ms, each lengthening a long task); it follows scroll and
 * resize events from then on. Without the scroll events, a reader who scrolled while its chunk
 * loaded was shown the rows of where they had been, and no next page, until they scrolled again.
 */
export function useGridPlacement(element: React.RefObject<HTMLElement | null>) {
  const [placement, setPlacement] = useState<GridPlacement | null>(null);
  const lastScrollY = useRef(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const { top } = node.getBoundingClientRect();
      lastScrollY.current = window.scrollY;
      const next = {
        width: node.clientWidth > 0 ? node.clientWidth : ASSUMED_WIDTH,
        top: Math.round(top + lastScrollY.current),
        viewportHeight: window.innerHeight,
      };
      setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    };
    measure();
    // In a scroll event the page is laid out: reading the scroll there costs nothing.
    const followScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', followScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      return () => window.removeEventListener('scroll', followScroll);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(document.body);
    // The window's height alone changes no element's size.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', followScroll);
    };
  }, [element]);
  return { placement, lastScrollY };
}
