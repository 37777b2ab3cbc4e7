import type { SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface Paged<Item> {
  list: Item[];
  total: number;
  totalPages: number;
}

/** The answer shape of every paged list route: the page's items, the row count and the page count. */
export const pageOf = <Item>(list: Item[], total: number, pageSize: number): Paged<Item> => ({
  list,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/**
 * One page of `query` (its selection and order as written) with the count of all its rows: the
 * count is the same query without its selection and order, so the two never filter apart.
 */
export async function pagedList<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: PageRequest,
  view: (row: Row) => Item,
): Promise<Paged<Item>> {
  const [{ total }, rows] = await Promise.all([
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      // The row type of a selection over a generic table set stays unresolved: it is this one.
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
    query
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(view), Number(total), page.pageSize);
}
