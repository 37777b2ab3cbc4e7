import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect } from 'react';

/** The rows a grid renders, first to last (inclusive). */
export type RowRange = { first: number; last: number };

export type RowVirtualizerProps = {
  rowCount: number;
  rowHeight: number;
  /** Where the grid starts in the page. */
  scrollMargin: number;
  /** The window's scroll as the grid last read it: where the rows start from. */
  initialScrollY: { readonly current: number };
  /** The window's height as the grid read it. */
  viewportHeight: number;
  overscan: number;
  onRange: (range: RowRange) => void;
};

/**
 * Tells which rows are near the viewport, following the window's scroll, so a vendor with
 * thousands of games keeps a few rows in the page. It renders nothing: the grid keeps rendering
 * its rows, so they do not remount when this arrives. Its own chunk (the virtualiser), loaded once
 * a list outgrows the first screen.
 */
export function RowVirtualizer({
  rowCount,
  rowHeight,
  scrollMargin,
  initialScrollY,
  viewportHeight,
  overscan,
  onRange,
}: RowVirtualizerProps) {
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    initialOffset: () => initialScrollY.current,
    // The grid never has the virtualiser move the window (no scroll-to-row, rows of one fixed
    // height): its one write, the offset it starts from put back as it mounts, would lay out the
    // page (about 8 ms) and, were that read stale, take a scrolling reader back.
    scrollToFn: () => undefined,
    // A vertical list uses the height alone; later sizes come from resize events, as the
    // library's own observer reads them.
    observeElementRect: (_, notify) => {
      notify({ width: 0, height: viewportHeight });
      const onResize = () => notify({ width: window.innerWidth, height: window.innerHeight });
      window.addEventListener('resize', onResize, { passive: true });
      return () => window.removeEventListener('resize', onResize);
    },
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? -1;
  // Before paint, so no frame shows the rows of the previous scroll position.
  useLayoutEffect(() => onRange({ first, last }), [first, last, onRange]);
  return null;
}
