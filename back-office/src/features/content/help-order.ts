/**
 * The help centre's order: moving one item up or down gives the whole new order the API takes
 * (`PUT /ops/help/categories/order`, `…/:id/order`); null when it cannot move that way.
 */
export function moved(ids: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
