import type { ApiError, Game } from '@site/shared';
import type { ListType } from '../../config/lobby-config';

/** What selects a list (spec §4): a change of any of these starts again at page 1. */
export type GameListFilters = {
  vassalage: string;
  listType: ListType;
  gameClassify: string;
  minBet: string;
  gameName: string;
};

export type GameListState = {
  /** Bumped by every reset; an answer for an older generation is dropped. */
  generation: number;
  games: Game[];
  /** The last page loaded (0 before the first). */
  pageNo: number;
  totalPages: number;
  status: 'loading' | 'idle' | 'error';
  error: ApiError | null;
};

export type GameListAction =
  | { type: 'reset'; generation: number }
  | { type: 'page-started' }
  | { type: 'page-loaded'; generation: number; pageNo: number; games: Game[]; totalPages: number }
  | { type: 'page-failed'; generation: number; error: ApiError };

export const INITIAL_LIST_STATE: GameListState = {
  generation: 0,
  games: [],
  pageNo: 0,
  totalPages: 0,
  status: 'loading',
  error: null,
};

/** spec §4: reset clears the results and goes back to page 1; pages are appended in order. */
export function gameListReducer(state: GameListState, action: GameListAction): GameListState {
  switch (action.type) {
    case 'reset':
      return { ...INITIAL_LIST_STATE, generation: action.generation };
    case 'page-started':
      return { ...state, status: 'loading', error: null };
    case 'page-loaded': {
      if (action.generation !== state.generation || action.pageNo !== state.pageNo + 1)
        return state;
      // A game can move between pages while the catalogue changes: never show it twice.
      const seen = new Set(state.games.map((game) => String(game.nodeId)));
      const fresh = action.games.filter((game) => !seen.has(String(game.nodeId)));
      return {
        ...state,
        games: state.games.concat(fresh),
        pageNo: action.pageNo,
        totalPages: action.totalPages,
        status: 'idle',
      };
    }
    case 'page-failed':
      if (action.generation !== state.generation) return state;
      return { ...state, status: 'error', error: action.error };
  }
}

/** More pages to load ("loading continues page by page until all pages are loaded"). */
export const hasMorePages = (state: GameListState): boolean =>
  state.status === 'idle' && state.pageNo < state.totalPages;

/** The filters a list type honours on the client (hot, fav and recent are not server-filtered). */
export function matchesFilters(game: Game, filters: GameListFilters): boolean {
  if (filters.gameClassify && game.gameClassify !== filters.gameClassify) return false;
  if (filters.minBet && (game.minBet ?? 0) < Number(filters.minBet)) return false;
  const name = filters.gameName.trim().toLocaleLowerCase();
  return !name || game.gameName.toLocaleLowerCase().includes(name);
}
