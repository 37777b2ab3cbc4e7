import type { OpsBanner, OpsBannerCreateBody, OpsBannerEditBody } from '@site/contracts';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { BannerGroup, BannersTable } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { recordAudit } from '../operators/audit.js';
import { checkedBannerLink, gameCodeOf } from './bannerLink.js';
import { auditedRowChange, type ContentActor } from './contentChange.js';
import { contentState, stateRank } from './contentWindow.js';

/**
 * The support role's banners (issue 45 item 5): a brand's banners per route group with where
 * each is in its window; create, edit, order, end and delete, each audited with its reason in
 * the same transaction. The site reads the table on every call (MCSFE_getBanners), so a change
 * shows at its next load; the artwork is cached for good per image key, so a new headline
 * gets a new key.
 */

type BannerRow = Selectable<BannersTable>;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

export function bannerView(row: BannerRow, brand: string, now: Date): OpsBanner {
  // A path under /ops: the console's server passes only /ops on to the API, and the console
  // fetches it with the operator's token.
  const art = `/ops/banners/art/${row.image_key}.svg?lang=`;
  return {
    id: String(row.id),
    brand,
    groupName: row.group_name,
    imageKey: row.image_key,
    imageUrl: { bn: `${art}bn`, en: `${art}en` },
    titleBn: row.title_bn,
    titleEn: row.title_en,
    subtitleBn: row.subtitle_bn,
    subtitleEn: row.subtitle_en,
    linkageType: row.linkage_type,
    link: row.link,
    gameCode: row.linkage_type === 'GAME' ? gameCodeOf(row.link) : null,
    sortOrder: row.sort_order,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    state: contentState(row.starts_at, row.ends_at, now),
  };
}

/** The group's banners: showing and scheduled ones in display order, then the ended ones. */
export async function listBrandBanners(
  db: Kysely<Database>,
  brand: Brand,
  options: { group: BannerGroup; now: Date; pageNo: number; pageSize: number },
) {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('brand_id', '=', brand.id)
    .where('group_name', '=', options.group)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const views = rows.map((row) => bannerView(row, brand.merchantCode, options.now));
  const sorted = views
    .map((view, index) => ({ view, index }))
    .sort((a, b) => {
      const byState = stateRank(a.view.state) - stateRank(b.view.state);
      if (byState !== 0) return byState;
      // Ended: the latest ended first; otherwise the display order.
      if (a.view.state === 'ended') return (b.view.endsAt ?? '').localeCompare(a.view.endsAt ?? '');
      return a.index - b.index;
    })
    .map(({ view }) => view);
  const start = (options.pageNo - 1) * options.pageSize;
  return {
    list: sorted.slice(start, start + options.pageSize),
    total: sorted.length,
    totalPages: Math.ceil(sorted.length / options.pageSize),
  };
}

function timeOf(field: string, text: string | null | undefined): Date | null {
  if (text === undefined || text === null) return null;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw errors.validation(field, 'Not a time');
  return time;
}

/** The window, its end after its start. */
function windowOf(fields: { startsAt?: string | null; endsAt?: string | null }) {
  const startsAt = timeOf('startsAt', fields.startsAt);
  const endsAt = timeOf('endsAt', fields.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new ApiError(400, 'VALIDATION_FAILED', 'The end is before the start', {
      field: 'endsAt',
      rule: 'afterStart',
    });
  return { startsAt, endsAt };
}

async function findGame(db: Kysely<Database>, gameCode: string) {
  const game = await db
    .selectFrom('games')
    .select(['game_code', 'vassalage', 'game_type'])
    .where('game_code', '=', gameCode)
    .where('is_game', '=', 'GAME')
    .where('enabled', '=', true)
    .orderBy('node_id')
    .executeTakeFirst();
  return game
    ? { gameCode: game.game_code, vassalage: game.vassalage, gameType: game.game_type }
    : null;
}

/** What the audit trail keeps of a banner: its view without the id, brand, pictures and state. */
function auditOf(row: BannerRow) {
  const {
    id: _id,
    brand: _brand,
    imageUrl: _imageUrl,
    state: _state,
    gameCode: _gameCode,
    ...kept
  } = bannerView(row, '', new Date(0));
  return kept;
}

/** A fresh artwork key: `<brand>-<group>-<random>` (the artwork route's pattern). */
export const newImageKey = (merchantCode: string, group: BannerGroup) =>
  `${merchantCode.toLowerCase().replace(/_/g, '-')}-${group.replace(/_/g, '-')}-${randomBytes(5).toString('hex')}`.slice(
    0,
    80,
  );

async function fieldsOf(db: Kysely<Database>, body: OpsBannerEditBody | OpsBannerCreateBody) {
  const link = await checkedBannerLink(body.linkageType, body.link, (code) => findGame(db, code));
  return {
    title_bn: body.titleBn.trim(),
    title_en: body.titleEn.trim(),
    subtitle_bn: (body.subtitleBn ?? '').trim(),
    subtitle_en: (body.subtitleEn ?? '').trim(),
    linkage_type: body.linkageType,
    link,
    ...(body.sortOrder === undefined ? {} : { sort_order: body.sortOrder }),
    ...(({ startsAt, endsAt }) => ({ starts_at: startsAt, ends_at: endsAt }))(windowOf(body)),
  };
}

export async function createBanner(
  db: Kysely<Database>,
  brand: Brand,
  body: OpsBannerCreateBody,
  actor: ContentActor,
): Promise<BannerRow> {
  const fields = await fieldsOf(db, body);
  if (!fields.title_bn || !fields.title_en) throw errors.validation('title', 'A title is empty');
  return db.transaction().execute(async (trx) => {
    let sortOrder = body.sortOrder;
    if (sortOrder === undefined) {
      // At the end of its group.
      const last = await trx
        .selectFrom('banners')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .where('brand_id', '=', brand.id)
        .where('group_name', '=', body.groupName)
        .executeTakeFirst();
      sortOrder = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    }
    const row = await trx
      .insertInto('banners')
      .values({
        brand_id: brand.id,
        group_name: body.groupName,
        image_key: newImageKey(brand.merchantCode, body.groupName),
        ...fields,
        sort_order: sortOrder,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      operator: actor.operator,
      ip: actor.ip,
      brandId: brand.id,
      action: 'banner.create',
      targetType: 'banner',
      targetId: String(row.id),
      after: auditOf(row),
      reason: body.reason,
      now: actor.now,
    });
    return row;
  });
}

/** The banner, locked for the change. */
const lockBanner = (id: string) => (trx: Kysely<Database>) =>
  trx.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const bannerErrors = {
  ended: () => new ApiError(409, 'CONTENT_ENDED', 'It has ended already'),
  orderMismatch: () =>
    new ApiError(400, 'VALIDATION_FAILED', "The order must name each of the group's banners", {
      field: 'ids',
      rule: 'sameBanners',
    }),
};

/** Changes one banner (its whole state, or its end) and audits it: the row and its brand. */
async function changeBanner(
  db: Kysely<Database>,
  id: string,
  audit: { action: string; reason: string },
  actor: ContentActor,
  set: (before: BannerRow, brand: Brand) => Updateable<BannersTable>,
): Promise<{ row: BannerRow; brand: Brand }> {
  const { result, brand } = await auditedRowChange(
    db,
    actor,
    { ...audit, targetType: 'banner', targetId: id },
    lockBanner(id),
    async (trx, before, brand) => {
      const row = await trx
        .updateTable('banners')
        .set(set(before, brand))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: row, before: auditOf(before), after: auditOf(row) };
    },
  );
  return { row: result, brand };
}

export async function editBanner(
  db: Kysely<Database>,
  id: string,
  body: OpsBannerEditBody,
  actor: ContentActor,
): Promise<{ row: BannerRow; brand: Brand }> {
  const fields = await fieldsOf(db, body);
  if (!fields.title_bn || !fields.title_en) throw errors.validation('title', 'A title is empty');
  const audit = { action: 'banner.edit', reason: body.reason };
  return changeBanner(db, id, audit, actor, (before, brand) => {
    const artChanged =
      before.title_bn !== fields.title_bn ||
      before.title_en !== fields.title_en ||
      before.subtitle_bn !== fields.subtitle_bn ||
      before.subtitle_en !== fields.subtitle_en;
    return {
      ...fields,
      // The artwork is served as immutable: a new headline needs a new address.
      ...(artChanged ? { image_key: newImageKey(brand.merchantCode, before.group_name) } : {}),
    };
  });
}

/** Retires a banner now: its end becomes now (kept, listed under ended). */
export function endBanner(
  db: Kysely<Database>,
  id: string,
  reason: string,
  actor: ContentActor,
): Promise<{ row: BannerRow; brand: Brand }> {
  return changeBanner(db, id, { action: 'banner.end', reason }, actor, (before) => {
    if (contentState(before.starts_at, before.ends_at, actor.now) === 'ended')
      throw bannerErrors.ended();
    return {
      ends_at: actor.now,
      // A scheduled banner ended before its start: its window closes at once.
      ...(before.starts_at && before.starts_at > actor.now ? { starts_at: actor.now } : {}),
    };
  });
}

/** Deletes a banner; the audit row keeps what it was. */
export async function deleteBanner(
  db: Kysely<Database>,
  id: string,
  reason: string,
  actor: ContentActor,
): Promise<void> {
  await auditedRowChange(
    db,
    actor,
    { action: 'banner.delete', targetType: 'banner', targetId: id, reason },
    lockBanner(id),
    async (trx, before) => {
      await trx.deleteFrom('banners').where('id', '=', id).execute();
      return { result: null, before: auditOf(before) };
    },
  );
}

/**
 * The group's showing and scheduled banners in a new order: `ids` names each of them once,
 * and each takes its index as its sort order.
 */
export async function orderBanners(
  db: Kysely<Database>,
  brand: Brand,
  input: { groupName: BannerGroup; ids: string[]; reason: string },
  actor: ContentActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('banners')
      .select(['id', 'sort_order', 'starts_at', 'ends_at'])
      .where('brand_id', '=', brand.id)
      .where('group_name', '=', input.groupName)
      .orderBy('sort_order')
      .orderBy('id')
      .forUpdate()
      .execute();
    const live = rows.filter(
      (row) => contentState(row.starts_at, row.ends_at, actor.now) !== 'ended',
    );
    const liveIds = live.map((row) => String(row.id));
    const named = new Set(input.ids);
    if (
      named.size !== input.ids.length ||
      named.size !== liveIds.length ||
      liveIds.some((id) => !named.has(id))
    )
      throw bannerErrors.orderMismatch();
    for (const [index, id] of input.ids.entries())
      await trx.updateTable('banners').set({ sort_order: index }).where('id', '=', id).execute();
    await recordAudit(trx, {
      operator: actor.operator,
      ip: actor.ip,
      brandId: brand.id,
      action: 'banner.order',
      targetType: 'banner_group',
      targetId: input.groupName,
      before: { ids: liveIds },
      after: { ids: input.ids },
      reason: input.reason,
      now: actor.now,
    });
  });
}
