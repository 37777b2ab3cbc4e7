import { ApiError } from '@site/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  gameListReducer,
  hasMorePages,
  INITIAL_LIST_STATE,
  matchesFilters,
  type GameListFilters,
} from './game-list-state';
import { loadGamePage } from './game-list.resource';

const toApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(error));

/**
 * spec §4 game list: any change of category, vendor, type or filter resets to page 1 and clears
 * the results; `loadMore` fetches the next page until all pages are loaded. The hot list (preloaded,
 * not filtered by the API) is filtered on the client.
 */
export function useGameList(options: {
  category: string;
  filters: GameListFilters;
  language: string;
  merchantCode: string;
  member: boolean;
  enabled: boolean;
}) {
  const { category, filters, language, merchantCode, member, enabled } = options;
  const [state, dispatch] = useReducer(gameListReducer, INITIAL_LIST_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  const generationRef = useRef(0);
  const request = useRef({ category, filters, language, merchantCode, member });
  request.current = { category, filters, language, merchantCode, member };

  const fetchPage = useCallback((generation: number, pageNo: number) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    dispatch({ type: 'page-started' });
    loadGamePage({ ...request.current, pageNo, signal: abort.signal }).then(
      (page) => {
        if (abort.signal.aborted) return;
        dispatch({ type: 'page-loaded', generation, pageNo, ...page });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        dispatch({ type: 'page-failed', generation, error: toApiError(error) });
      },
    );
  }, []);

  const { vassalage, listType, gameClassify, minBet, gameName } = filters;
  useEffect(() => {
    if (!enabled || !vassalage) return;
    // A new generation: answers still on their way for the old filters are dropped.
    generationRef.current += 1;
    dispatch({ type: 'reset', generation: generationRef.current });
    fetchPage(generationRef.current, 1);
    return () => controller.current?.abort();
    // Search and min bet are part of the key: they refetch only when their value changes.
  }, [enabled, category, language, vassalage, listType, gameClassify, minBet, gameName, fetchPage]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!hasMorePages(current)) return;
    fetchPage(current.generation, current.pageNo + 1);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    fetchPage(current.generation, current.pageNo + 1);
  }, [fetchPage]);

  const games = useMemo(
    () =>
      listType === '' ? state.games : state.games.filter((game) => matchesFilters(game, filters)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter fields are listed
    [state.games, listType, gameClassify, minBet, gameName],
  );

  return {
    games,
    status: state.status,
    error: state.error,
    pageNo: state.pageNo,
    totalPages: state.totalPages,
    hasMore: hasMorePages(state),
    allLoaded: state.status === 'idle' && state.pageNo >= state.totalPages,
    loadMore,
    retry,
  };
}
