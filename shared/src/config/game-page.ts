import type { GameLaunch } from '../api/types';

/**
 * The shell's /game page for a game (spec §2 "iframe game, header only"). The page launches the
 * game from these fields, so the lobby's cards, the home page's hot games and a reload all open
 * the same game; a visitor gets the login popup there first.
 */
export function gamePagePath(
  game: Pick<GameLaunch, 'gameCode' | 'vassalage' | 'gameType'>,
): string {
  const query = new URLSearchParams({
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
  });
  return `/game?${query.toString()}`;
}
