import { BANNER_ROUTES } from '@site/contracts';
import type { LinkageType } from '../../db/contentSchema.js';
import { ApiError } from '../../errors.js';

/** A banner's link refused for its linkage type: 400 VALIDATION_FAILED `{ field: 'link', rule }`. */
export const bannerLinkError = (rule: 'https' | 'route' | 'game' | 'missing' | 'unexpected') =>
  new ApiError(400, 'VALIDATION_FAILED', `The banner's link is not valid (${rule})`, {
    field: 'link',
    rule,
  });

/** An https address with a host, normalised; null for anything else. */
export function httpsLink(text: string): string | null {
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const ROUTE_QUERY = /^[A-Za-z0-9_\-.~%=&+]*$/;

/** One of the site's routes (BANNER_ROUTES), with an optional plain query; null otherwise. */
export function siteRouteLink(text: string): string | null {
  const [path, query, ...rest] = text.split('?');
  if (rest.length > 0 || !(BANNER_ROUTES as readonly string[]).includes(path ?? '')) return null;
  if (query === undefined) return path!;
  return query && ROUTE_QUERY.test(query) ? `${path}?${query}` : null;
}

/** The game page's path of a game (shell/src/pages/game-page.tsx reads these three). */
export const gamePageLink = (game: { gameCode: string; vassalage: string; gameType: string }) =>
  `/game?${new URLSearchParams({
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
  }).toString()}`;

/** The game code of a game page's path, or null. */
export function gameCodeOf(link: string | null): string | null {
  if (!link?.startsWith('/game?')) return null;
  return new URLSearchParams(link.slice('/game?'.length)).get('gameCode');
}

/**
 * The link as it is stored for its linkage type: an https address (URL), a site route (ROUTE)
 * or the game page of an existing game (GAME, looked up by its code); none without a type.
 */
export async function checkedBannerLink(
  linkageType: LinkageType | null,
  link: string | null,
  findGame: (
    gameCode: string,
  ) => Promise<{ gameCode: string; vassalage: string; gameType: string } | null>,
): Promise<string | null> {
  const text = link?.trim() ?? '';
  if (linkageType === null) {
    if (text) throw bannerLinkError('unexpected');
    return null;
  }
  if (!text) throw bannerLinkError('missing');
  if (linkageType === 'URL') {
    const url = httpsLink(text);
    if (!url) throw bannerLinkError('https');
    return url;
  }
  if (linkageType === 'ROUTE') {
    const route = siteRouteLink(text);
    if (!route) throw bannerLinkError('route');
    return route;
  }
  const game = await findGame(gameCodeOf(text) ?? text);
  if (!game) throw bannerLinkError('game');
  return gamePageLink(game);
}
