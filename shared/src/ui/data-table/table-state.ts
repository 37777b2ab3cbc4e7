import { useCallback, useState } from 'react';

export type SortDirection = 'asc' | 'desc';
export type TableSort = { key: string; direction: SortDirection };

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  return current?.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: 'asc' };
}

/** Pages a member can go to: at least one, so an empty list still reads "page 1 of 1". */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows a page shows, 1-based and inclusive, as "from–to of total"; 0–0 when empty. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}

/**
 * The query a server-side paged table sends: page (1-based), size and sort. A new sort or
 * filter goes back to page 1, since the old page number means other rows now.
 */
export function useTableState({
  pageSize,
  sort: initialSort = null,
}: {
  pageSize: number;
  sort?: TableSort | null;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<TableSort | null>(initialSort);
  const setSort = useCallback((next: TableSort | null) => {
    setSortState(next);
    setPage(1);
  }, []);
  const restart = useCallback(() => setPage(1), []);
  return { page, pageSize, sort, setPage, setSort, restart };
}
