import {
  checkedBannerLink,
  gameCodeOf,
  httpsLink,
  siteRouteLink,
} from '../src/services/content/bannerLink.js';
import { contentState } from '../src/services/content/contentWindow.js';

/** The banner link check and the content window (pure). */
describe('banner links', () => {
  const games = async (code: string) =>
    code === 'SLOT1' ? { gameCode: 'SLOT1', vassalage: 'PG', gameType: 'RNG' } : null;

  it('takes https addresses only', () => {
    expect(httpsLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'https://',
      'https://a b.com',
      '//example.com',
      'https://user:pw@example.com/',
    ])
      expect(httpsLink(bad)).toBeNull();
  });

  it("takes the site's routes with a plain query", () => {
    expect(siteRouteLink('/promotions')).toBe('/promotions');
    expect(siteRouteLink('/promoDetail?id=12')).toBe('/promoDetail?id=12');
    for (const bad of [
      '/nowhere',
      'promotions',
      '/promotions?',
      '/promoDetail?a=<b>',
      '/help?a?b',
      '//evil.com',
    ])
      expect(siteRouteLink(bad)).toBeNull();
  });

  it('stores the game page of an existing game and reads its code back', async () => {
    const link = await checkedBannerLink('GAME', 'SLOT1', games);
    expect(link).toBe('/game?gameCode=SLOT1&vassalage=PG&gameType=RNG');
    expect(gameCodeOf(link)).toBe('SLOT1');
    // The stored link given back (an edit that keeps it) finds the same game.
    expect(await checkedBannerLink('GAME', link, games)).toBe(link);
    await expect(checkedBannerLink('GAME', 'NOPE', games)).rejects.toMatchObject({
      value: { field: 'link', rule: 'game' },
    });
  });

  it('wants a link exactly when there is a type', async () => {
    expect(await checkedBannerLink(null, null, games)).toBeNull();
    expect(await checkedBannerLink(null, '  ', games)).toBeNull();
    await expect(checkedBannerLink(null, '/vip', games)).rejects.toMatchObject({
      value: { rule: 'unexpected' },
    });
    await expect(checkedBannerLink('URL', '', games)).rejects.toMatchObject({
      value: { rule: 'missing' },
    });
  });
});

describe('content window', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('is current, scheduled or ended', () => {
    expect(contentState(null, null, now)).toBe('current');
    expect(contentState(at('2026-06-02T00:00:00Z'), null, now)).toBe('scheduled');
    expect(contentState(null, now, now)).toBe('ended');
    expect(contentState(at('2026-05-01T00:00:00Z'), at('2026-07-01T00:00:00Z'), now)).toBe(
      'current',
    );
  });
});
