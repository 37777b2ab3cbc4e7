import type { Kysely } from 'kysely';
import type { BannerGroup, LinkageType } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import type { BannerArtInput } from './bannerArt.js';
import { localized, type ContentLanguage } from './language.js';

export interface BannerItem {
  bannerId: number;
  groupName: BannerGroup;
  url: string;
  linkageType: LinkageType | null;
  link: string | null;
  title: string;
}

/** Active banners of a brand (optionally one group), in display order. */
export async function listBanners(
  db: Kysely<Database>,
  brandId: string,
  options: { groupName?: string; now: Date; language: ContentLanguage; baseUrl: string },
): Promise<{ list: BannerItem[] }> {
  let query = db
    .selectFrom('banners')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', options.now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', options.now)]));
  if (options.groupName) query = query.where('group_name', '=', options.groupName as BannerGroup);
  const rows = await query.orderBy('group_name').orderBy('sort_order').orderBy('id').execute();
  return {
    list: rows.map((row) => ({
      bannerId: Number(row.id),
      groupName: row.group_name,
      url: `${options.baseUrl}/assets/banners/${row.image_key}.svg?lang=${options.language}`,
      linkageType: row.linkage_type,
      link: row.link,
      title: options.language === 'en' ? row.title_en : row.title_bn,
    })),
  };
}

/** The banner behind an image key (any brand: image keys are unique). */
/** What the banner's artwork shows in one language; null for an unknown image key. */
export async function findBannerArt(
  db: Kysely<Database>,
  imageKey: string,
  language: ContentLanguage,
): Promise<BannerArtInput | null> {
  const art = await db
    .selectFrom('banners as b')
    .innerJoin('brands as br', 'br.id', 'b.brand_id')
    .select([
      'br.merchant_code',
      'b.image_key',
      'b.title_bn',
      'b.title_en',
      'b.subtitle_bn',
      'b.subtitle_en',
    ])
    .where('b.image_key', '=', imageKey)
    .executeTakeFirst();
  if (!art) return null;
  return {
    merchantCode: art.merchant_code,
    imageKey: art.image_key,
    title: localized(art, 'title', language),
    subtitle: localized(art, 'subtitle', language),
    language,
  };
}
