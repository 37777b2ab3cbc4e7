import { api, type Game, type GameListPage } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
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

/** The hot games of a vendor: loaded once per vendor, shown without paging (spec §4). */
export async function loadHotGames(
  gameType: string,
  vassalage: string,
  language: string,
  merchantCode: string,
  signal?: AbortSignal,
): Promise<Game[]> {
  const { list } = await api.games.hot(
    {
      merchantCode,
      isPlatform: LOBBY_CONFIG.hotPlatformCode,
      gameType,
      vassalage,
      platform: LOBBY_CONFIG.listPlatform,
      language,
    },
    signal,
  );
  return list;
}

/**
 * One page of the selected list type from GCSGAME_gameList (spec §3 query). The API filters
 * every type (all, fav, recent) by vendor, classification, name and min bet; with the member's
 * token it also marks favourites. Hot games are the preloaded hot list (one page).
 */
export async function loadGamePage(request: PageRequest): Promise<GameListPage> {
  const { category, filters, pageNo, language, signal } = request;
  if (filters.listType === 'hot') {
    const games = await loadHotGames(
      category,
      filters.vassalage,
      language,
      request.merchantCode,
      signal,
    );
    return { games, totalPages: 1 };
  }
  const call = request.member ? api.games.memberList : api.games.list;
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
