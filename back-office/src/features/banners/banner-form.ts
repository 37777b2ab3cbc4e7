import type {
  BANNER_ROUTES,
  BannerGroup,
  OpsBanner,
  OpsBannerCreateBody,
  OpsBannerEditBody,
} from '@site/contracts';
import { isoOfLocalInput, localInputOf } from '../../ui/local-time';

/**
 * The banner form's rules, as the API checks them (services/content/bannerLink.ts), so the
 * operator sees what is wrong before anything is sent. Kept here as data: the console imports
 * no contracts code at run time (types only), and the records make the compiler list them all.
 */
const GROUPS: Record<BannerGroup, true> = {
  w_home: true,
  w_rng: true,
  w_live: true,
  w_fish: true,
  w_pvp: true,
  w_sports: true,
  w_esports: true,
  w_lott: true,
  w_down: true,
  w_promotion: true,
  w_shop: true,
  w_help: true,
  w_login: true,
  w_reg: true,
};
export const BANNER_GROUP_LIST = Object.keys(GROUPS) as BannerGroup[];

type SiteRoute = (typeof BANNER_ROUTES)[number];
const ROUTES: Record<SiteRoute, true> = {
  '/': true,
  '/live': true,
  '/sports': true,
  '/esports': true,
  '/rng': true,
  '/fish': true,
  '/pvp': true,
  '/lottery': true,
  '/vnlottery': true,
  '/pointMall': true,
  '/register': true,
  '/login': true,
  '/vip': true,
  '/promotions': true,
  '/promoDetail': true,
  '/help': true,
  '/down': true,
  '/join': true,
  '/wheel': true,
  '/redEnvelope': true,
  '/noticePage': true,
  '/fbsports': true,
};
export const SITE_ROUTE_LIST = Object.keys(ROUTES) as SiteRoute[];

export type Linkage = '' | 'URL' | 'ROUTE' | 'GAME';

export type BannerDraft = {
  titleBn: string;
  titleEn: string;
  subtitleBn: string;
  subtitleEn: string;
  linkageType: Linkage;
  link: string;
  startsAt: string;
  endsAt: string;
};
export type BannerField = keyof BannerDraft;

/** A form's errors: the field and the key of its text under `banners.errors`. */
export type BannerErrors = Partial<Record<BannerField, string>>;

export const emptyBannerDraft = (): BannerDraft => ({
  titleBn: '',
  titleEn: '',
  subtitleBn: '',
  subtitleEn: '',
  linkageType: '',
  link: '',
  startsAt: '',
  endsAt: '',
});

export const draftOfBanner = (banner: OpsBanner): BannerDraft => ({
  titleBn: banner.titleBn,
  titleEn: banner.titleEn,
  subtitleBn: banner.subtitleBn,
  subtitleEn: banner.subtitleEn,
  linkageType: banner.linkageType ?? '',
  // A game banner is edited by its game's code.
  link: (banner.linkageType === 'GAME' ? banner.gameCode : banner.link) ?? '',
  startsAt: localInputOf(banner.startsAt),
  endsAt: localInputOf(banner.endsAt),
});

export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function isSiteRoute(text: string): boolean {
  const [path, query, ...rest] = text.split('?');
  if (rest.length > 0 || !(SITE_ROUTE_LIST as string[]).includes(path ?? '')) return false;
  return query === undefined || /^[A-Za-z0-9_\-.~%=&+]+$/.test(query);
}

const TITLE_MAX = 80;
const SUBTITLE_MAX = 120;

/** What is wrong with the draft (the API's rules); empty when it may be sent. */
export function bannerErrors(draft: BannerDraft): BannerErrors {
  const errors: BannerErrors = {};
  for (const field of ['titleBn', 'titleEn'] as const) {
    if (!draft[field].trim()) errors[field] = 'required';
    else if (draft[field].trim().length > TITLE_MAX) errors[field] = 'tooLong';
  }
  for (const field of ['subtitleBn', 'subtitleEn'] as const)
    if (draft[field].trim().length > SUBTITLE_MAX) errors[field] = 'tooLong';
  const link = draft.linkageType ? draft.link.trim() : '';
  if (draft.linkageType && !link) errors.link = 'linkMissing';
  else if (draft.linkageType === 'URL' && !isHttpsUrl(link)) errors.link = 'linkHttps';
  else if (draft.linkageType === 'ROUTE' && !isSiteRoute(link)) errors.link = 'linkRoute';
  else if (draft.linkageType === 'GAME' && !/^[A-Za-z0-9_\-.]{1,64}$/.test(link))
    errors.link = 'linkGame';
  const startsAt = isoOfLocalInput(draft.startsAt);
  const endsAt = isoOfLocalInput(draft.endsAt);
  if (startsAt === undefined) errors.startsAt = 'time';
  if (endsAt === undefined) errors.endsAt = 'time';
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'endBeforeStart';
  return errors;
}

/** The fields the API takes for the draft (checked first with bannerErrors). */
function fieldsOf(draft: BannerDraft) {
  return {
    titleBn: draft.titleBn.trim(),
    titleEn: draft.titleEn.trim(),
    subtitleBn: draft.subtitleBn.trim(),
    subtitleEn: draft.subtitleEn.trim(),
    linkageType: draft.linkageType || null,
    link: draft.linkageType ? draft.link.trim() : null,
    startsAt: isoOfLocalInput(draft.startsAt) ?? null,
    endsAt: isoOfLocalInput(draft.endsAt) ?? null,
  };
}

export const createBodyOf = (
  brand: string,
  groupName: BannerGroup,
  draft: BannerDraft,
  reason: string,
): OpsBannerCreateBody => ({ brand, groupName, ...fieldsOf(draft), reason });

export const editBodyOf = (
  banner: OpsBanner,
  draft: BannerDraft,
  reason: string,
): OpsBannerEditBody => ({ ...fieldsOf(draft), sortOrder: banner.sortOrder, reason });

/** The fields that differ from the stored banner (all of them for a new one). */
export function changedFields(before: BannerDraft | null, draft: BannerDraft): BannerField[] {
  const fields = Object.keys(draft) as BannerField[];
  const trimmed = (value: string) => value.trim();
  return fields.filter((field) =>
    before === null
      ? trimmed(draft[field]) !== ''
      : trimmed(before[field]) !== trimmed(draft[field]),
  );
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
