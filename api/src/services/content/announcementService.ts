import type { Kysely } from 'kysely';
import type {
  AnnouncementAudience,
  AnnouncementExecution,
  AnnouncementType,
} from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { UNIQUE_VIOLATION } from '../wallet/ledger.js';
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

/** The site's lists (visitors and members): never the agents-only announcements. */
export const SITE_AUDIENCES: readonly AnnouncementAudience[] = ['ALL', 'MEMBERS'];
/** The agent centre's list. */
export const AGENT_AUDIENCES: readonly AnnouncementAudience[] = ['ALL', 'AGENTS'];

export async function listAnnouncements(
  db: Kysely<Database>,
  brandId: string,
  options: {
    /** Who is reading: `SITE_AUDIENCES` or `AGENT_AUDIENCES`. */
    audiences: readonly AnnouncementAudience[];
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
    .where('audience', 'in', options.audiences)
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

export interface PublishAnnouncement {
  brandId: string;
  /** Unique per brand: publishing the same code twice is refused (409), never a second copy. */
  code: string;
  audience: AnnouncementAudience;
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title: { bn: string; en: string };
  html: { bn: string; en: string };
  startAt: Date;
  endAt: Date | null;
}

export const announcementErrors = {
  codeTaken: () =>
    new ApiError(409, 'ANNOUNCEMENT_CODE_TAKEN', 'An announcement with this code already exists'),
};

/** An operator's announcement, its HTML sanitised as it is written. */
export async function publishAnnouncement(
  db: Kysely<Database>,
  input: PublishAnnouncement,
): Promise<string> {
  try {
    const row = await db
      .insertInto('announcements')
      .values({
        brand_id: input.brandId,
        code: input.code,
        audience: input.audience,
        type: input.type,
        execution: input.execution,
        title_bn: input.title.bn.trim(),
        title_en: input.title.en.trim(),
        content_html_bn: sanitizeHtml(input.html.bn),
        content_html_en: sanitizeHtml(input.html.en),
        start_at: input.startAt,
        end_at: input.endAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw announcementErrors.codeTaken();
    throw error;
  }
}
