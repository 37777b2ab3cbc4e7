import { gamePagePath, type Game, type GameCategory, type Language } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { getHotGames } from '../../ui/games.resource';

const STRIP_SIZE = 12;

export type HotStripItem =
  | { kind: 'game'; game: Game; path: string }
  | {
      kind: 'vendor';
      vassalage: string;
      displayName: string;
      smallIcon: string;
      gameType: string;
      path: string;
    };

const CATEGORY_PATHS: Record<string, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};
const categoryPath = (gameType: string) => CATEGORY_PATHS[gameType] ?? '/';

/**
 * The shell's home page's hot strip: the hot games (GCSGAME_hotGamesV2) of the hot slot and fishing
 * vendors; when the API has no hot games to give, the hot vendors of every category instead.
 */
export async function loadHotStrip(
  lanes: GameCategory[],
  merchantCode: string,
  language: Language,
  signal?: AbortSignal,
): Promise<HotStripItem[]> {
  const hotVendors = lanes.flatMap((lane) =>
    lane.vendors
      .filter((vendor) => vendor.isHot === 1)
      .map((vendor) => ({ ...vendor, gameType: lane.gameType })),
  );
  const gameVendors = hotVendors.filter((v) => v.gameType === 'RNG' || v.gameType === 'FISH');
  const answers = await Promise.allSettled(
    gameVendors.slice(0, 3).map((vendor) =>
      getHotGames(
        {
          merchantCode,
          isPlatform: LOBBY_CONFIG.hotPlatformCode,
          vassalage: vendor.vassalage,
          platform: 'web',
          language,
        },
        signal,
      ),
    ),
  );
  signal?.throwIfAborted();
  const games: HotStripItem[] = answers.flatMap((answer) =>
    answer.status === 'fulfilled'
      ? // A game not playable yet is not worth a place on the home page.
        answer.value.list
          .filter((game) => !game.comingSoon)
          .map((game) => ({
            kind: 'game' as const,
            game,
            // A hot game opens that game (the /game page launches it), not its vendor's lobby.
            path: gamePagePath(game),
          }))
      : [],
  );
  if (games.length > 0) return interleave(games).slice(0, STRIP_SIZE);
  return hotVendors.slice(0, STRIP_SIZE).map((vendor) => ({
    kind: 'vendor',
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    smallIcon: vendor.smallIcon,
    gameType: vendor.gameType,
    path: `${categoryPath(vendor.gameType)}?vendor=${encodeURIComponent(vendor.vassalage)}`,
  }));
}

/** Alternates vendors so the strip does not show one vendor's games only. */
function interleave(items: HotStripItem[]): HotStripItem[] {
  const byVendor = new Map<string, HotStripItem[]>();
  for (const item of items) {
    const key = item.kind === 'game' ? item.game.vassalage : item.vassalage;
    byVendor.set(key, [...(byVendor.get(key) ?? []), item]);
  }
  const queues = [...byVendor.values()];
  const out: HotStripItem[] = [];
  while (queues.some((queue) => queue.length > 0))
    for (const queue of queues) if (queue.length > 0) out.push(queue.shift()!);
  return out;
}
