import { type TeamTransactionsPage } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { callsTo, cellTexts, startAgentTestServer } from '../../testing/agent-test-server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import DownlineTransactionsPage from './downline-transactions-page.component';

const PAGE: TeamTransactionsPage = {
  total: 3,
  credits: 110,
  debits: -50.25,
  list: [
    {
      id: '7',
      transactionId: '5',
      account: 'sub1',
      at: '2026-11-23T09:00:00.000Z',
      kind: 'DOWNLINE_TRANSFER',
      wallet: 'MAIN',
      amount: 10,
    },
    {
      id: '6',
      transactionId: '4',
      account: 'sub2',
      at: '2026-11-23T08:00:00.000Z',
      kind: 'BET',
      wallet: 'HOUSE',
      amount: -50.25,
    },
  ],
};

let failing = false;
let server: TestServer;
beforeAll(async () => {
  server = await startAgentTestServer((request) => {
    if (request.path !== '/wps/agent/team/transactions') return undefined;
    return failing ? failureEnvelope(500, 'INTERNAL', 'boom') : okEnvelope(PAGE);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  failing = false;
});

const calls = () => callsTo(server, '/wps/agent/team/transactions');

it('names each movement of the downlines’ wallets, with money in and out of the filter', async () => {
  render(<DownlineTransactionsPage />, { wrapper: TestQueryProvider });
  await screen.findByRole('cell', { name: 'sub1' });
  const rows = screen.getAllByRole('row');
  const cells = (index: number) => cellTexts(rows[index]!);
  expect(cells(1).slice(1)).toEqual(['sub1', 'Transfer from upline', 'Main wallet', '+৳ 10.00']);
  expect(cells(2).slice(1)).toEqual(['sub2', 'Bet', 'HOUSE', '−৳ 50.25']);
  const totals = screen.getByTestId('transactions-totals');
  expect(totals.querySelector('[data-total="credits"]')).toHaveTextContent('৳ 110.00');
  expect(totals.querySelector('[data-total="debits"]')).toHaveTextContent('৳ 50.25');
  expect(totals.querySelector('[data-total="net"]')).toHaveTextContent('+৳ 59.75');
});

it('filters by kind and member on the server, every ledger kind offered', async () => {
  render(<DownlineTransactionsPage />, { wrapper: TestQueryProvider });
  await screen.findByRole('cell', { name: 'sub1' });
  const kind = screen.getByLabelText('Kind');
  expect(within(kind).getAllByRole('option')).toHaveLength(17);
  fireEvent.change(kind, { target: { value: 'DEPOSIT' } });
  await waitFor(() => expect(calls().at(-1)!.query.get('kind')).toBe('DEPOSIT'));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Member account' }), {
    target: { value: 'sub2' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(calls().at(-1)!.query.get('account')).toBe('sub2'));
  expect(calls().at(-1)!.query.get('kind')).toBe('DEPOSIT');
});

it('offers a retry when the movements cannot be loaded', async () => {
  failing = true;
  render(<DownlineTransactionsPage />, { wrapper: TestQueryProvider });
  const alert = await screen.findByRole('alert');
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByRole('cell', { name: 'sub1' });
});
