import { defineCall, type GameListPage, type GameListQuery } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { getHotGames } from '../../ui/games.resource';
import type { GameListFilters } from './game-list-state';

export type PageRequest = {
  category: string;
  filters: GameListFilters;
  pageNo: number;
  language: string;
  merchantCode: string;
  /** A logged-in session: the list is asked for with the token. */
  member: boolean;
  signal?: AbortSignal;
};

/** spec §7 GCSGAME_gameList: one page of a vendor's games with the §3 query fields. */
export const getGameList = defineCall<GameListQuery, GameListPage>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  needsToken: false,
});

/** The same list with the member's token: adds isFavorite and the fav and recent types. */
export const getMemberGameList = defineCall<GameListQuery, GameListPage>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  needsToken: true,
});

/** What the hot games of a vendor are asked with: loaded once per vendor, shown without paging (spec §4). */
export const hotGamesInput = (
  gameType: string,
  vassalage: string,
  language: string,
  merchantCode: string,
) => ({
  merchantCode,
  isPlatform: LOBBY_CONFIG.hotPlatformCode,
  gameType,
  vassalage,
  platform: LOBBY_CONFIG.listPlatform,
  language,
});

/**
 * One page of the selected list type from GCSGAME_gameList (spec §3 query). The API filters
 * every type (all, fav, recent) by vendor, classification, name and min bet; with the member's
 * token it also marks favourites. Hot games are the preloaded hot list (one page).
 */
export async function loadGamePage(request: PageRequest): Promise<GameListPage> {
  const { category, filters, pageNo, language, signal } = request;
  if (filters.listType === 'hot') {
    const { list } = await getHotGames(
      hotGamesInput(category, filters.vassalage, language, request.merchantCode),
      signal,
    );
    return { games: list, totalPages: 1 };
  }
  const call = request.member ? getMemberGameList : getGameList;
  return call(
    {
      clientType: LOBBY_CONFIG.clientType,
      platform: LOBBY_CONFIG.listPlatform,
      merchant: request.merchantCode,
      gameType: category,
      vassalage: filters.vassalage,
      ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
      ...(filters.gameName.trim() ? { gameName: filters.gameName.trim() } : {}),
      ...(filters.minBet ? { minBet: Number(filters.minBet) } : {}),
      ...(filters.listType ? { listType: filters.listType } : {}),
      language,
      pageNo,
      pageSize: LOBBY_CONFIG.pageSize,
    },
    signal,
  );
}
