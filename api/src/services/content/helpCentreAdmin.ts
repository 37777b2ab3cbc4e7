import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { storedHtml } from '../promotions/promotionAdmin.js';
import { sqlState, UNIQUE_VIOLATION } from '../wallet/ledger.js';

/**
 * The operator's side of the help centre (issue 45 item 5): the brand's categories in their
 * order with their articles, both languages, as stored (sanitised on write, so as members get
 * them). A category is deleted only once it has no article.
 */

export const helpErrors = {
  categoryNotEmpty: () =>
    new ApiError(409, 'HELP_CATEGORY_NOT_EMPTY', 'Move or delete its articles first'),
  codeTaken: () =>
    new ApiError(409, 'HELP_CODE_TAKEN', 'This code is taken already', { field: 'code' }),
  orderMismatch: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'The order must name each item exactly once', {
      field: 'ids',
      rule: 'sameItems',
    }),
};

/** A code from a name: its lower-case letters and digits joined by dashes. */
export function codeFrom(name: string, fallback: string): string {
  const code = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return code || fallback;
}

export const categoryView = (row: {
  id: string;
  code: string;
  name_bn: string;
  name_en: string;
}) => ({ id: String(row.id), code: row.code, nameBn: row.name_bn, nameEn: row.name_en });

export const articleView = (row: {
  id: string;
  category_id: string;
  code: string;
  title_bn: string;
  title_en: string;
  content_html_bn: string;
  content_html_en: string;
}) => ({
  id: String(row.id),
  categoryId: String(row.category_id),
  code: row.code,
  titleBn: row.title_bn,
  titleEn: row.title_en,
  htmlBn: row.content_html_bn,
  htmlEn: row.content_html_en,
});

export async function helpCentreForOperator(db: Kysely<Database>, brandId: string) {
  const categories = await db
    .selectFrom('help_categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const articles = categories.length
    ? await db
        .selectFrom('help_articles')
        .selectAll()
        .where(
          'category_id',
          'in',
          categories.map((row) => row.id),
        )
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  return categories.map((category) => ({
    ...categoryView(category),
    articles: articles
      .filter((article) => String(article.category_id) === String(category.id))
      .map(articleView),
  }));
}

/** A category of the operator's brands (null: all), locked for the change. */
export async function categoryForOperator(
  db: Kysely<Database>,
  id: string,
  brandIds: readonly string[] | null,
) {
  let query = db.selectFrom('help_categories').selectAll().where('id', '=', id).forUpdate();
  if (brandIds) query = query.where('brand_id', 'in', brandIds.length ? brandIds : ['0']);
  const row = await query.executeTakeFirst();
  if (!row) throw errors.notFound('Help category');
  return row;
}

/** An article of the operator's brands, with its category's brand, locked for the change. */
export async function articleForOperator(
  db: Kysely<Database>,
  id: string,
  brandIds: readonly string[] | null,
) {
  let query = db
    .selectFrom('help_articles as a')
    .innerJoin('help_categories as c', 'c.id', 'a.category_id')
    .selectAll('a')
    .select('c.brand_id')
    .where('a.id', '=', id)
    .forUpdate('a');
  if (brandIds) query = query.where('c.brand_id', 'in', brandIds.length ? brandIds : ['0']);
  const row = await query.executeTakeFirst();
  if (!row) throw errors.notFound('Help article');
  return row;
}

const nextOrder = async (
  db: Kysely<Database>,
  table: 'help_categories' | 'help_articles',
  column: 'brand_id' | 'category_id',
  owner: string,
) => {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
    .where(column, '=', owner)
    .executeTakeFirstOrThrow();
  return Number(row.next);
};

const uniqueOrThrow = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw helpErrors.codeTaken();
    throw error;
  }
};

export async function insertCategory(
  db: Kysely<Database>,
  input: { brandId: string; code: string; nameBn: string; nameEn: string },
) {
  const sortOrder = await nextOrder(db, 'help_categories', 'brand_id', input.brandId);
  return uniqueOrThrow(() =>
    db
      .insertInto('help_categories')
      .values({
        brand_id: input.brandId,
        code: input.code,
        name_bn: input.nameBn.trim(),
        name_en: input.nameEn.trim(),
        sort_order: sortOrder,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function deleteCategory(db: Kysely<Database>, id: string) {
  const article = await db
    .selectFrom('help_articles')
    .select('id')
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (article) throw helpErrors.categoryNotEmpty();
  await db.deleteFrom('help_categories').where('id', '=', id).execute();
}

/** Sets the order of a set of rows: `ids` must be exactly the ids there are. */
export async function reorder(
  db: Kysely<Database>,
  table: 'help_categories' | 'help_articles',
  column: 'brand_id' | 'category_id',
  owner: string,
  ids: readonly string[],
) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(column, '=', owner)
    .forUpdate()
    .execute();
  const present = new Set(rows.map((row) => String(row.id)));
  if (present.size !== ids.length || ids.some((id) => !present.has(id)))
    throw helpErrors.orderMismatch();
  for (const [index, id] of ids.entries())
    await db
      .updateTable(table)
      .set({ sort_order: index + 1 })
      .where('id', '=', id)
      .execute();
}

export interface ArticleTexts {
  titleBn: string;
  titleEn: string;
  htmlBn: string;
  htmlEn: string;
}

const articleColumns = (input: ArticleTexts) => ({
  title_bn: input.titleBn.trim(),
  title_en: input.titleEn.trim(),
  content_html_bn: storedHtml('htmlBn', input.htmlBn),
  content_html_en: storedHtml('htmlEn', input.htmlEn),
});

export async function insertArticle(
  db: Kysely<Database>,
  input: ArticleTexts & { categoryId: string; code: string },
) {
  const columns = articleColumns(input);
  const sortOrder = await nextOrder(db, 'help_articles', 'category_id', input.categoryId);
  return uniqueOrThrow(() =>
    db
      .insertInto('help_articles')
      .values({
        category_id: input.categoryId,
        code: input.code,
        sort_order: sortOrder,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Its texts; a new category moves it to the end of that one. */
export async function updateArticle(
  db: Kysely<Database>,
  article: { id: string; category_id: string },
  input: ArticleTexts & { categoryId: string },
) {
  const columns = articleColumns(input);
  const moving = input.categoryId !== String(article.category_id);
  const sortOrder = moving
    ? await nextOrder(db, 'help_articles', 'category_id', input.categoryId)
    : undefined;
  return uniqueOrThrow(() =>
    db
      .updateTable('help_articles')
      .set({
        ...columns,
        ...(moving ? { category_id: input.categoryId, sort_order: sortOrder } : {}),
      })
      .where('id', '=', article.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}
