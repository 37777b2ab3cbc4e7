import { type TeamProfitLossPage } from '@site/shared';
import { okEnvelope, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { callsTo, cellTexts, startAgentTestServer } from '../../testing/agent-test-server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import UserProfitLossPage from './user-profit-loss-page.component';

const PAGE: TeamProfitLossPage = {
  total: 14,
  totals: { bets: 40, stake: 2000, validBet: 1900, winLoss: -300, income: 50, net: -250 },
  list: [
    { account: 'sub1', bets: 4, stake: 200, validBet: 190, winLoss: 35.5, income: 10, net: 45.5 },
    { account: 'sub2', bets: 2, stake: 100, validBet: 100, winLoss: -100, income: 0, net: -100 },
  ],
};
const EMPTY: TeamProfitLossPage = {
  total: 0,
  totals: { bets: 0, stake: 0, validBet: 0, winLoss: 0, income: 0, net: 0 },
  list: [],
};

let server: TestServer;
beforeAll(async () => {
  server = await startAgentTestServer((request) =>
    request.path === '/wps/agent/team/profit-loss'
      ? okEnvelope(request.query.get('account') === 'quiet' ? EMPTY : PAGE)
      : undefined,
  );
});
afterAll(() => server.close());

const calls = () => callsTo(server, '/wps/agent/team/profit-loss');

it('shows one line per downline with its net, and the totals of every downline', async () => {
  render(<UserProfitLossPage />, { wrapper: TestQueryProvider });
  await screen.findByText('sub1');
  const rows = screen.getAllByRole('row');
  const cells = (index: number) => cellTexts(rows[index]!);
  expect(cells(1)).toEqual(['sub1', '4', '200.00', '190.00', '+৳ 35.50', '10.00', '+৳ 45.50']);
  expect(cells(2)).toEqual(['sub2', '2', '100.00', '100.00', '−৳ 100.00', '0.00', '−৳ 100.00']);
  const totals = screen.getByTestId('profit-loss-totals');
  expect(totals.querySelector('[data-total="members"]')).toHaveTextContent('14');
  expect(totals.querySelector('[data-total="bets"]')).toHaveTextContent('40');
  expect(totals.querySelector('[data-total="income"]')).toHaveTextContent('৳ 50.00');
  expect(totals.querySelector('[data-total="net"]')).toHaveTextContent('−৳ 250.00');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(calls().at(-1)!.query.get('pageNo')).toBe('2'));
});

it('asks for one member on the server and says when nobody played', async () => {
  render(<UserProfitLossPage />, { wrapper: TestQueryProvider });
  await screen.findByText('sub1');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Member account' }), {
    target: { value: 'quiet' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByText('No member of your team played or was paid in these days');
  expect(calls().at(-1)!.query.get('account')).toBe('quiet');
  expect(calls().at(-1)!.query.get('pageNo')).toBe('1');
});
