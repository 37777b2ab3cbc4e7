import type { ContentState, OpsAnnouncement, OpsAnnouncementEditBody } from '@site/contracts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { AnnouncementsTable } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { auditedRowChange, type ContentActor } from './contentChange.js';
import { contentState } from './contentWindow.js';
import { sanitizeHtml } from './sanitizeHtml.js';

/**
 * The support role's announcements (issue 45 item 5): a brand's list by state with paging,
 * an edit of one (its HTML sanitised as at publishing) and ending one now, each audited with
 * its reason in the same transaction. The site's list reads the table on every call.
 */

type AnnouncementRow = Selectable<AnnouncementsTable>;
export function announcementView(row: AnnouncementRow, brand: string, now: Date): OpsAnnouncement {
  return {
    id: String(row.id),
    brand,
    code: row.code,
    type: row.type,
    execution: row.execution,
    audience: row.audience,
    titleBn: row.title_bn,
    titleEn: row.title_en,
    htmlBn: row.content_html_bn,
    htmlEn: row.content_html_en,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    state: contentState(row.start_at, row.end_at, now),
  };
}

/** A brand's announcements, newest start first; one state or all. */
export async function listBrandAnnouncements(
  db: Kysely<Database>,
  brand: Brand,
  options: { state?: ContentState; now: Date; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('announcements').where('brand_id', '=', brand.id);
  const { now } = options;
  if (options.state === 'ended') base = base.where('end_at', '<=', now);
  if (options.state === 'scheduled')
    base = base
      .where('start_at', '>', now)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]));
  if (options.state === 'current')
    base = base
      .where('start_at', '<=', now)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]));
  const { count } = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize)
    .offset((options.pageNo - 1) * options.pageSize)
    .execute();
  const total = Number(count);
  return {
    list: rows.map((row) => announcementView(row, brand.merchantCode, now)),
    total,
    totalPages: Math.ceil(total / options.pageSize),
  };
}

/** What the audit trail keeps of an announcement: its view without the id, brand and state. */
function auditOf(row: AnnouncementRow) {
  const {
    id: _id,
    brand: _brand,
    state: _state,
    ...kept
  } = announcementView(row, '', row.start_at);
  return kept;
}

export const announcementOpsErrors = {
  ended: () => new ApiError(409, 'CONTENT_ENDED', 'It has ended already'),
  endBeforeStart: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'The end is before the start', {
      field: 'endAt',
      rule: 'afterStart',
    }),
  emptyAfterSanitising: (field: string) =>
    new ApiError(400, 'VALIDATION_FAILED', 'Nothing is left once the HTML is made safe', {
      field,
      rule: 'emptyHtml',
    }),
};

/** The HTML both languages will show, refused when nothing readable is left. */
export function sanitisedPair(html: { bn: string; en: string }) {
  const bn = sanitizeHtml(html.bn);
  const en = sanitizeHtml(html.en);
  if (!bn.replace(/<[^>]*>/g, '').trim())
    throw announcementOpsErrors.emptyAfterSanitising('htmlBn');
  if (!en.replace(/<[^>]*>/g, '').trim())
    throw announcementOpsErrors.emptyAfterSanitising('htmlEn');
  return { bn, en };
}

/** Changes one announcement and audits it: the row and its brand. */
async function changeAnnouncement(
  db: Kysely<Database>,
  id: string,
  audit: { action: string; reason: string },
  actor: ContentActor,
  set: (before: AnnouncementRow) => Updateable<AnnouncementsTable>,
): Promise<{ row: AnnouncementRow; brand: Brand }> {
  const { result, brand } = await auditedRowChange(
    db,
    actor,
    { ...audit, targetType: 'announcement', targetId: id },
    (trx) =>
      trx
        .selectFrom('announcements')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    async (trx, before) => {
      const row = await trx
        .updateTable('announcements')
        .set(set(before))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: row, before: auditOf(before), after: auditOf(row) };
    },
  );
  return { row: result, brand };
}

export function editAnnouncement(
  db: Kysely<Database>,
  id: string,
  body: OpsAnnouncementEditBody,
  actor: ContentActor,
): Promise<{ row: AnnouncementRow; brand: Brand }> {
  const startAt = new Date(body.startAt);
  const endAt = body.endAt === null ? null : new Date(body.endAt);
  if (Number.isNaN(startAt.getTime())) throw errors.validation('startAt', 'Not a time');
  if (endAt && Number.isNaN(endAt.getTime())) throw errors.validation('endAt', 'Not a time');
  if (endAt && endAt <= startAt) throw announcementOpsErrors.endBeforeStart();
  const html = sanitisedPair({ bn: body.htmlBn, en: body.htmlEn });
  const titleBn = body.titleBn.trim();
  const titleEn = body.titleEn.trim();
  if (!titleBn) throw errors.validation('titleBn', 'A title is empty');
  if (!titleEn) throw errors.validation('titleEn', 'A title is empty');
  return changeAnnouncement(
    db,
    id,
    { action: 'announcement.edit', reason: body.reason },
    actor,
    () => ({
      audience: body.audience,
      type: body.type,
      execution: body.execution,
      title_bn: titleBn,
      title_en: titleEn,
      content_html_bn: html.bn,
      content_html_en: html.en,
      start_at: startAt,
      end_at: endAt,
    }),
  );
}

/** Ends an announcement now (a scheduled one never shows). */
export function endAnnouncement(
  db: Kysely<Database>,
  id: string,
  reason: string,
  actor: ContentActor,
): Promise<{ row: AnnouncementRow; brand: Brand }> {
  return changeAnnouncement(db, id, { action: 'announcement.end', reason }, actor, (before) => {
    if (contentState(before.start_at, before.end_at, actor.now) === 'ended')
      throw announcementOpsErrors.ended();
    return {
      end_at: actor.now,
      ...(before.start_at > actor.now ? { start_at: actor.now } : {}),
    };
  });
}
