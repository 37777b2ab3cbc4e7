/** spec §9: 7 announcements a page; the pager shows a range of 5 and 1 margin page. */
export const ANNOUNCEMENTS_PER_PAGE = 7;
export const PAGER_RANGE = 5;
export const PAGER_MARGIN = 1;

export type PagerItem = { kind: 'page'; page: number } | { kind: 'break'; key: string };

/**
 * The pages a pager shows (1-based), as react-paginate lays them out: `margin` pages at each
 * end, `range` pages around the current one, and a break where pages are left out.
 */
export function pagerItems(
  current: number,
  total: number,
  range = PAGER_RANGE,
  margin = PAGER_MARGIN,
): PagerItem[] {
  if (total <= range + 2 * margin) {
    return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let page = 1; page <= margin; page++) shown.add(page);
  for (let page = start; page <= end; page++) shown.add(page);
  for (let page = total - margin + 1; page <= total; page++) shown.add(page);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'break', key: `after-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/** The page (1-based) an item at `index` (0-based) is on. */
export const pageOf = (index: number, perPage = ANNOUNCEMENTS_PER_PAGE) =>
  Math.floor(Math.max(0, index) / perPage) + 1;
