import { testGame } from './game.fixture';
import {
  gameListReducer,
  hasMorePages,
  INITIAL_LIST_STATE,
  matchesFilters,
} from './game-list-state';

const game = testGame;
const page = (from: number) => Array.from({ length: 14 }, (_, i) => game(from + i));

describe('gameListReducer (spec §4 paging)', () => {
  it('appends pages in order until the last page, then has no more', () => {
    let state = gameListReducer(INITIAL_LIST_STATE, { type: 'reset', generation: 1 });
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 1,
      games: page(1),
      totalPages: 2,
    });
    expect(state.games).toHaveLength(14);
    expect(hasMorePages(state)).toBe(true);
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 2,
      games: page(15),
      totalPages: 2,
    });
    expect(state.games.map((g) => g.nodeId)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(hasMorePages(state)).toBe(false);
  });

  it('a reset clears the results and drops answers that belong to the old filters', () => {
    let state = gameListReducer(INITIAL_LIST_STATE, { type: 'reset', generation: 1 });
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 1,
      games: page(1),
      totalPages: 5,
    });
    state = gameListReducer(state, { type: 'reset', generation: 2 });
    expect(state.games).toEqual([]);
    expect(state.pageNo).toBe(0);
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 2,
      games: page(15),
      totalPages: 5,
    });
    expect(state.games).toEqual([]);
  });

  it('never shows the same game twice and ignores a page out of order', () => {
    let state = gameListReducer(INITIAL_LIST_STATE, { type: 'reset', generation: 1 });
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 2,
      games: page(15),
      totalPages: 3,
    });
    expect(state.games).toEqual([]);
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 1,
      games: page(1),
      totalPages: 3,
    });
    state = gameListReducer(state, {
      type: 'page-loaded',
      generation: 1,
      pageNo: 2,
      games: page(10),
      totalPages: 3,
    });
    expect(state.games).toHaveLength(23);
  });
});

describe('matchesFilters (lists the API does not filter)', () => {
  const filters = {
    vassalage: 'JILI',
    listType: 'fav' as const,
    gameClassify: '',
    minBet: '',
    gameName: '',
  };
  it('filters by name, classification and minimum bet', () => {
    expect(
      matchesFilters(game(1, { gameName: 'Fortune Gems' }), { ...filters, gameName: 'gems' }),
    ).toBe(true);
    expect(
      matchesFilters(game(1, { gameName: 'Fortune Gems' }), { ...filters, gameName: 'crazy' }),
    ).toBe(false);
    expect(
      matchesFilters(game(1, { gameClassify: 'SC' }), { ...filters, gameClassify: 'JP' }),
    ).toBe(false);
    expect(matchesFilters(game(1, { minBet: 0.05 }), { ...filters, minBet: '0.1' })).toBe(false);
    expect(matchesFilters(game(1, { minBet: 0.5 }), { ...filters, minBet: '0.1' })).toBe(true);
  });
});
