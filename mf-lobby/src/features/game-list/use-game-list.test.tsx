import { okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { GameListFilters } from './game-list-state';
import { useGameList } from './use-game-list';

const TOTAL = 40; // 3 pages of 14
let server: TestServer;

beforeAll(async () => {
  server = await startTestApi(
    (request) => {
      if (request.path !== '/wps/relay/GCSGAME_gameList') return undefined;
      const pageNo = Number(request.query.get('pageNo'));
      const pageSize = Number(request.query.get('pageSize'));
      const vendor = request.query.get('vassalage')!;
      const first = (pageNo - 1) * pageSize;
      const games = Array.from(
        { length: Math.max(0, Math.min(pageSize, TOTAL - first)) },
        (_, i) => ({
          nodeId: `${vendor}-${first + i}`,
          vassalage: vendor,
          vendor,
          gameType: 'RNG',
          gameClassify: 'JP',
          gameName: `${vendor} game ${first + i}`,
          gameCode: `G${first + i}`,
          minBet: 0.1,
          minLineNum: 1,
        }),
      );
      return okEnvelope({ games, totalPages: Math.ceil(TOTAL / pageSize) });
    },
    () => 'member-token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const BASE: GameListFilters = {
  vassalage: 'JILI',
  listType: '',
  gameClassify: '',
  minBet: '',
  gameName: '',
};
const listRequests = () => server.requests.filter((r) => r.path.endsWith('GCSGAME_gameList'));

function renderList(filters: GameListFilters = BASE) {
  return renderHook(
    (props: { filters: GameListFilters }) =>
      useGameList({
        category: 'RNG',
        filters: props.filters,
        language: 'en',
        merchantCode: 'PADMA',
        member: true,
        enabled: true,
      }),
    { initialProps: { filters } },
  );
}

describe('useGameList (spec §4)', () => {
  it('asks for page 1 of 14 with the §3 query, then page by page until all pages are loaded', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.games).toHaveLength(14));
    const first = listRequests()[0]!.query;
    expect(Object.fromEntries(first)).toMatchObject({
      clientType: '3',
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      vassalage: 'JILI',
      pageNo: '1',
      pageSize: '14',
      language: 'en',
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(28));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    expect(result.current.allLoaded).toBe(true);
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(listRequests().map((r) => r.query.get('pageNo'))).toEqual(['1', '2', '3']);
  });

  it('a change of filter resets to page 1, clears the results and sends the filter', async () => {
    const { result, rerender } = renderList();
    await waitFor(() => expect(result.current.games).toHaveLength(14));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(28));

    rerender({ filters: { ...BASE, minBet: '0.5' } });
    expect(result.current.games).toHaveLength(0);
    await waitFor(() => expect(result.current.games).toHaveLength(14));
    const last = listRequests().at(-1)!.query;
    expect(last.get('pageNo')).toBe('1');
    expect(last.get('minBet')).toBe('0.5');

    rerender({ filters: { ...BASE, minBet: '0.5', vassalage: 'PG' } });
    await waitFor(() => expect(result.current.games[0]!.vassalage).toBe('PG'));
    expect(result.current.games).toHaveLength(14);
  });

  it('search and min bet refetch only when their value changes', async () => {
    const { result, rerender } = renderList({ ...BASE, gameName: 'fortune' });
    await waitFor(() => expect(result.current.games).toHaveLength(14));
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]!.query.get('gameName')).toBe('fortune');
    rerender({ filters: { ...BASE, gameName: 'fortune' } });
    rerender({ filters: { ...BASE, gameName: 'fortune' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRequests()).toHaveLength(1);
  });
});
