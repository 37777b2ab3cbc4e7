import type { GameLaunch } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';

export type LaunchRoute =
  | { kind: 'lottery'; path: string }
  | { kind: 'vendor-popup'; vassalage: string }
  | { kind: 'generic' };

/**
 * spec §2 launch rules: lottery games and vendors open /lottery with gameCode, vendor and
 * playType; a game flagged isGame VASSALAGE opens the vendor's popup list; anything else
 * goes through the generic launch.
 */
export function launchRoute(game: GameLaunch): LaunchRoute {
  const vendor = game.vendor || game.vassalage;
  if (
    LOBBY_CONFIG.lotteryGameTypes.includes(game.gameType) ||
    LOBBY_CONFIG.lotteryVendors.includes(vendor)
  ) {
    const query = new URLSearchParams({ gameCode: game.gameCode, vendor });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return { kind: 'lottery', path: `/lottery?${query.toString()}` };
  }
  if (game.isGame === LOBBY_CONFIG.vendorPopupFlag)
    return { kind: 'vendor-popup', vassalage: game.vassalage };
  return { kind: 'generic' };
}

/** The /game page's address for a launched game (it re-launches from it after a reload). */
export { gamePagePath } from '@site/shared';
