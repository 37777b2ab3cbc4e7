import { useLayoutEffect, useState } from 'react';

/** Where the grid sits: its width, its top in the page and the window's height. */
export type GridPlacement = { width: number; top: number; viewportHeight: number };

/** What the grid assumes while it has no width (jsdom lays nothing out). */
const ASSUMED_WIDTH = 1200;

const samePlacement = (a: GridPlacement | null, b: GridPlacement) =>
  a !== null && a.width === b.width && a.top === b.top && a.viewportHeight === b.viewportHeight;

/**
 * The grid's placement, measured once as the grid mounts, in one read of one layout, and after
 * that in a ResizeObserver's callback (the grid's own size and the body's, whose changes move the
 * grid's top), where the browser has just laid the page out and reading it costs nothing. Until
 * the first measure, which comes before that frame paints, the placement is null and the grid
 * renders no rows: it used to render rows for an assumed 1200 px first, and to read its width,
 * its top and the window's height in separate effects and in render, forcing two layouts of the
 * page just built on a phone's first lobby view (110 ms at 4x CPU throttling, issue 17). Waiting
 * for the observer's first callback instead let a frame paint the grid empty (CLS 0.23).
 */
export function useGridPlacement(element: React.RefObject<HTMLElement | null>) {
  const [placement, setPlacement] = useState<GridPlacement | null>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const next = {
        width: node.clientWidth > 0 ? node.clientWidth : ASSUMED_WIDTH,
        top: Math.round(node.getBoundingClientRect().top + window.scrollY),
        viewportHeight: window.innerHeight,
      };
      setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(document.body);
    // The window's height alone changes no element's size.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return placement;
}
