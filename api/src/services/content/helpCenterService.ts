import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContentLanguage } from './language.js';
import { sanitizeHtml } from './sanitizeHtml.js';

export interface HelpCategory {
  id: number;
  code: string;
  name: string;
  articles: { id: number; code: string; title: string; content: string }[];
}

export async function helpCenter(
  db: Kysely<Database>,
  brandId: string,
  language: ContentLanguage,
): Promise<{ categories: HelpCategory[] }> {
  const categories = await db
    .selectFrom('help_categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const articles =
    categories.length === 0
      ? []
      : await db
          .selectFrom('help_articles')
          .selectAll()
          .where(
            'category_id',
            'in',
            categories.map((category) => category.id),
          )
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
  const en = language === 'en';
  return {
    categories: categories.map((category) => ({
      id: Number(category.id),
      code: category.code,
      name: en ? category.name_en : category.name_bn,
      articles: articles
        .filter((article) => article.category_id === category.id)
        .map((article) => ({
          id: Number(article.id),
          code: article.code,
          title: en ? article.title_en : article.title_bn,
          content: sanitizeHtml(en ? article.content_html_en : article.content_html_bn),
        })),
    })),
  };
}
