import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect } from 'react';

/** The rows a grid renders, first to last (inclusive). */
export type RowRange = { first: number; last: number };

export type RowVirtualizerProps = {
  rowCount: number;
  rowHeight: number;
  /** Where the grid starts in the page. */
  scrollMargin: number;
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
  overscan,
  onRange,
}: RowVirtualizerProps) {
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? -1;
  // Before paint, so no frame shows the rows of the previous scroll position.
  useLayoutEffect(() => onRange({ first, last }), [first, last, onRange]);
  return null;
}
