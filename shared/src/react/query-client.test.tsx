import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { defineCall } from '../api/client';
import type { GameCategory } from '../api/types';
import { getEventBus } from '../bus/event-bus';
import { getMemberInfo } from '../session/session.resource';
import { startTestApi } from '../testing/test-api';
import { okEnvelope, type TestServer } from '../testing/test-server';
import { createSiteQueryClient } from './query-client';

/** The shell and the lobby each declare the game menus call in their own resource file. */
const shellMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});
const lobbyMenus = defineCall<void, { categories: GameCategory[] }>({
  module: 'games',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
});

const CATEGORIES = [{ gameType: 'RNG', name: { bn: 'স্লট', en: 'Slots' }, vendors: [] }];

let token: string | null = null;
let server: TestServer;
beforeAll(async () => {
  server = await startTestApi(
    (request) => {
      if (request.path === '/lgw/games/game_menus') return okEnvelope({ categories: CATEGORIES });
      if (request.path === '/wps/member/info')
        return okEnvelope({ account: request.headers.authorization, nickname: 'n', isAgent: 0 });
      return undefined;
    },
    () => token,
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  getEventBus().setState('session', { status: 'guest' });
});

function HeaderLanes() {
  const menus = useQuery(shellMenus.query());
  return <p>header: {menus.data?.categories.length ?? 'loading'} lanes</p>;
}

function Lobby() {
  const menus = useQuery(lobbyMenus.query());
  return <p>lobby: {menus.data?.categories[0]?.name.en ?? 'loading'}</p>;
}

/** The shell's page: the header loads at once, the lobby route opens later. */
function Page() {
  const [lobbyOpen, setLobbyOpen] = useState(false);
  return (
    <>
      <HeaderLanes />
      <button type="button" onClick={() => setLobbyOpen(true)}>
        open lobby
      </button>
      {lobbyOpen && <Lobby />}
    </>
  );
}

it('serves a call the shell already made to a remote from the page cache: one request', async () => {
  render(
    <QueryClientProvider client={createSiteQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('header: 1 lanes')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'open lobby' }));
  expect(await screen.findByText('lobby: Slots')).toBeInTheDocument();
  const settled = await server.settledRequests();
  expect(settled.filter((request) => request.path === '/lgw/games/game_menus')).toHaveLength(1);
});

it("drops a member's answers when the session changes hands, and keeps the public ones", async () => {
  const client = createSiteQueryClient();
  const member = (account: string, sessionToken: string) => {
    token = sessionToken;
    getEventBus().setState('session', {
      status: 'member',
      token: sessionToken,
      account,
      nickname: account,
      isAgent: 0,
      merchantCode: 'PADMA',
    });
  };
  member('rahim', 'tok-rahim');
  await client.fetchQuery(getMemberInfo.query());
  await client.fetchQuery(shellMenus.query());
  expect(client.getQueryData(getMemberInfo.query().queryKey)?.account).toBe('Bearer tok-rahim');

  member('karim', 'tok-karim');
  expect(client.getQueryData(getMemberInfo.query().queryKey)).toBeUndefined();
  expect(client.getQueryData(shellMenus.query().queryKey)?.categories).toEqual(CATEGORIES);
  expect((await client.fetchQuery(getMemberInfo.query())).account).toBe('Bearer tok-karim');
});

it('asks again only the answers about orders when the live orders topic moves', async () => {
  const client = createSiteQueryClient();
  const orders = defineCall<void, unknown>({
    module: 'member',
    method: 'GET',
    path: '/wps/member/withdrawals',
    needsToken: true,
    followsOrders: true,
  });
  await client.fetchQuery({ ...orders.query(), queryFn: () => ({ n: 1 }) });
  await client.fetchQuery(shellMenus.query());
  getEventBus().setState('orders', { version: `orders-${Date.now()}` });
  expect(client.getQueryState(orders.query().queryKey)?.isInvalidated).toBe(true);
  expect(client.getQueryState(shellMenus.query().queryKey)?.isInvalidated).toBe(false);
});
