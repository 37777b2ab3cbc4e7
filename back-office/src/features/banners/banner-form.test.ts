import type { OpsBanner } from '@site/contracts';
import {
  bannerErrors,
  changedFields,
  createBodyOf,
  draftOfBanner,
  editBodyOf,
  emptyBannerDraft,
  isSiteRoute,
  moved,
} from './banner-form';

const draft = (overrides = {}) => ({
  ...emptyBannerDraft(),
  titleBn: 'অফার',
  titleEn: 'Offer',
  ...overrides,
});

const stored: OpsBanner = {
  id: '7',
  brand: 'PADMA',
  groupName: 'w_rng',
  imageKey: 'padma-w-rng-1',
  imageUrl: { bn: 'x', en: 'y' },
  titleBn: 'খেলা',
  titleEn: 'Play',
  subtitleBn: '',
  subtitleEn: '',
  linkageType: 'GAME',
  link: '/game?gameCode=SLOT1&vassalage=PG&gameType=RNG',
  gameCode: 'SLOT1',
  sortOrder: 3,
  startsAt: null,
  endsAt: null,
  state: 'current',
};

describe('the banner form', () => {
  it('wants both titles and a link that fits its type', () => {
    expect(bannerErrors(emptyBannerDraft())).toEqual({ titleBn: 'required', titleEn: 'required' });
    expect(bannerErrors(draft())).toEqual({});
    expect(bannerErrors(draft({ linkageType: 'URL', link: 'http://a.com' }))).toEqual({
      link: 'linkHttps',
    });
    expect(bannerErrors(draft({ linkageType: 'URL', link: 'https://a.com/x' }))).toEqual({});
    expect(bannerErrors(draft({ linkageType: 'ROUTE', link: '/nowhere' }))).toEqual({
      link: 'linkRoute',
    });
    expect(bannerErrors(draft({ linkageType: 'ROUTE', link: '' }))).toEqual({
      link: 'linkMissing',
    });
    expect(bannerErrors(draft({ linkageType: 'GAME', link: 'a b' }))).toEqual({
      link: 'linkGame',
    });
  });

  it('wants the end after the start', () => {
    expect(
      bannerErrors(draft({ startsAt: '2026-05-02T10:00', endsAt: '2026-05-01T10:00' })),
    ).toEqual({ endsAt: 'endBeforeStart' });
    expect(bannerErrors(draft({ startsAt: 'soon' }))).toEqual({ startsAt: 'time' });
  });

  it("takes the site's routes only", () => {
    expect(isSiteRoute('/promoDetail?id=3')).toBe(true);
    expect(isSiteRoute('/promotions')).toBe(true);
    expect(isSiteRoute('https://a.com')).toBe(false);
    expect(isSiteRoute('/help?')).toBe(false);
  });

  it('edits a game banner by its code and names what changed', () => {
    const before = draftOfBanner(stored);
    expect(before.link).toBe('SLOT1');
    expect(changedFields(before, before)).toEqual([]);
    const after = { ...before, titleEn: 'Play now', linkageType: '' as const };
    expect(changedFields(before, after)).toEqual(['titleEn', 'linkageType']);
    expect(editBodyOf(stored, after, 'why')).toMatchObject({
      titleEn: 'Play now',
      linkageType: null,
      link: null,
      sortOrder: 3,
      reason: 'why',
    });
    expect(changedFields(null, draft())).toEqual(['titleBn', 'titleEn']);
    expect(createBodyOf('PADMA', 'w_home', draft(), 'new')).toMatchObject({
      brand: 'PADMA',
      groupName: 'w_home',
      startsAt: null,
      endsAt: null,
    });
  });

  it('moves one banner a place at a time', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
