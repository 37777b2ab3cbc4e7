import type { Game, GameLaunch } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';

export type LaunchRoute =
  | { kind: 'lottery'; path: string }
  | { kind: 'sportsbook'; path: string }
  | { kind: 'teen-patti'; path: string }
  | { kind: 'live-table'; path: string }
  | { kind: 'vendor-popup'; vassalage: string }
  | { kind: 'generic' };

/**
 * spec §2 launch rules: lottery games and vendors open /lottery with gameCode, vendor and
 * playType; the sportsbook's entries open /fbsports (issue 43; its e-sports line for e-sports
 * entries), PVP entries the teen patti tables at /teenpatti, live baccarat, roulette and dragon
 * tiger entries and DS88's cockfights their house table at /liveTable (issue 42); a game flagged
 * isGame VASSALAGE opens the vendor's popup list; anything else goes through the generic launch.
 * A launch object without its classification (a hot-games link) takes the generic launch, whose
 * SPORTSBOOK_ROUTE, TEEN_PATTI_ROUTE or LIVE_TABLE_ROUTE answer names the same page.
 */
export function launchRoute(game: GameLaunch & Partial<Pick<Game, 'gameClassify'>>): LaunchRoute {
  const vendor = game.vendor || game.vassalage;
  if (
    LOBBY_CONFIG.lotteryGameTypes.includes(game.gameType) ||
    LOBBY_CONFIG.lotteryVendors.includes(vendor)
  ) {
    const query = new URLSearchParams({ gameCode: game.gameCode, vendor });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return { kind: 'lottery', path: `/lottery?${query.toString()}` };
  }
  const { sportsbook } = LOBBY_CONFIG;
  if (sportsbook.esportsGameTypes.includes(game.gameType))
    return { kind: 'sportsbook', path: `${sportsbook.path}?line=esports` };
  if (game.gameClassify && sportsbook.classifications.includes(game.gameClassify))
    return { kind: 'sportsbook', path: sportsbook.path };
  if (LOBBY_CONFIG.teenPatti.gameTypes.includes(game.gameType))
    return { kind: 'teen-patti', path: LOBBY_CONFIG.teenPatti.path };
  const { liveTables } = LOBBY_CONFIG;
  const table = game.gameClassify && liveTables.tableOfClassify[game.gameClassify];
  if (table && liveTables.gameTypes.includes(game.gameType))
    return { kind: 'live-table', path: `${liveTables.path}?code=${table}` };
  if (game.isGame === LOBBY_CONFIG.vendorPopupFlag)
    return { kind: 'vendor-popup', vassalage: game.vassalage };
  return { kind: 'generic' };
}

/** The /game page's address for a launched game (it re-launches from it after a reload). */
export { gamePagePath } from '@site/shared';
