import { type TeamBetsPage } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { callsTo, cellTexts, startAgentTestServer } from '../../testing/agent-test-server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import TeamBettingPage from './team-betting-page.component';

const PAGE: TeamBetsPage = {
  total: 12,
  totals: { count: 12, stake: 600, validBet: 580, winLoss: -75.5 },
  list: [
    {
      id: '31',
      account: 'sub1',
      betAt: '2026-11-23T10:00:00.000Z',
      settledAt: '2026-11-23T10:00:01.000Z',
      vendor: 'HOUSE',
      vendorName: 'Padma House',
      category: 'RNG',
      gameCode: 'fortune',
      gameName: { bn: 'পদ্মা ফরচুন', en: 'Padma Fortune' },
      roundId: 'r-31',
      stake: 50,
      validBet: 50,
      winLoss: 25,
      status: 'SETTLED',
    },
  ],
};

let server: TestServer;
beforeAll(async () => {
  server = await startAgentTestServer((request) => {
    if (request.path === '/lgw/games/game_menus')
      return okEnvelope({
        categories: [{ gameType: 'RNG', name: { bn: 'স্লট', en: 'Slots' }, vendors: [] }],
      });
    if (request.path !== '/wps/agent/team/bets') return undefined;
    const account = request.query.get('account');
    if (account === 'stranger') return failureEnvelope(404, 'NOT_IN_TEAM', 'not in team');
    return okEnvelope(PAGE);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const betCalls = () => callsTo(server, '/wps/agent/team/bets');

it('shows the downlines’ rounds with the member and the totals of the whole filter', async () => {
  render(<TeamBettingPage />, { wrapper: TestQueryProvider });
  await screen.findByText('Padma Fortune');
  const row = screen.getAllByRole('row')[1]!;
  const cells = cellTexts(row);
  expect(cells.slice(1)).toEqual([
    'sub1',
    'Padma FortunePadma House · Slots',
    '50.00',
    '50.00',
    '+৳ 25.00',
    'Settled',
  ]);
  const totals = screen.getByTestId('team-bets-totals');
  expect(totals.querySelector('[data-total="count"]')).toHaveTextContent('12');
  expect(totals.querySelector('[data-total="stake"]')).toHaveTextContent('৳ 600.00');
  expect(totals.querySelector('[data-total="winLoss"]')).toHaveTextContent('−৳ 75.50');
  const first = betCalls()[0]!;
  expect(first.query.get('pageNo')).toBe('1');
  expect(first.query.has('account')).toBe(false);
  expect(first.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(betCalls().at(-1)!.query.get('pageNo')).toBe('2'));
});

it('filters by member, category and days on the server, each back on page 1', async () => {
  render(<TeamBettingPage />, { wrapper: TestQueryProvider });
  await screen.findByText('Padma Fortune');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(betCalls().at(-1)!.query.get('pageNo')).toBe('2'));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Member account' }), {
    target: { value: 'sub1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(betCalls().at(-1)!.query.get('account')).toBe('sub1'));
  expect(betCalls().at(-1)!.query.get('pageNo')).toBe('1');

  fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
  await waitFor(() =>
    expect(betCalls().at(-1)!.query.get('from')).not.toBe(betCalls()[0]!.query.get('from')),
  );

  await screen.findByRole('option', { name: 'Slots' });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'RNG' } });
  await waitFor(() => expect(betCalls().at(-1)!.query.get('category')).toBe('RNG'));
  expect(betCalls().at(-1)!.query.get('account')).toBe('sub1');
});

it('says when the account is not in the team', async () => {
  render(<TeamBettingPage />, { wrapper: TestQueryProvider });
  await screen.findByText('Padma Fortune');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Member account' }), {
    target: { value: 'stranger' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('“stranger” is not a member of your team')).toBeVisible();
});
