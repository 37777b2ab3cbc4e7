import type { Kysely } from 'kysely';
import type { AnnouncementExecution, AnnouncementType } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import type { ContentLanguage } from './language.js';
import { sanitizeHtml } from './sanitizeHtml.js';

export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  /** Start time as a millisecond timestamp (spec §3). */
  startDateStr: number;
  execution: AnnouncementExecution;
  type: AnnouncementType;
}

export async function listAnnouncements(
  db: Kysely<Database>,
  brandId: string,
  options: {
    types: AnnouncementType[];
    executions: AnnouncementExecution[];
    now: Date;
    language: ContentLanguage;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ list: AnnouncementItem[]; total: number; totalPages: number }> {
  let base = db
    .selectFrom('announcements')
    .where('brand_id', '=', brandId)
    .where('start_at', '<=', options.now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', options.now)]));
  if (options.types.length > 0) base = base.where('type', 'in', options.types);
  if (options.executions.length > 0) base = base.where('execution', 'in', options.executions);
  const { count } = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('sort_order')
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize)
    .offset((options.pageNo - 1) * options.pageSize)
    .execute();
  const total = Number(count);
  const en = options.language === 'en';
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      title: en ? row.title_en : row.title_bn,
      // Sanitised when written and again here (defence in depth).
      content: sanitizeHtml(en ? row.content_html_en : row.content_html_bn),
      startDateStr: row.start_at.getTime(),
      execution: row.execution,
      type: row.type,
    })),
    total,
    totalPages: Math.ceil(total / options.pageSize),
  };
}
