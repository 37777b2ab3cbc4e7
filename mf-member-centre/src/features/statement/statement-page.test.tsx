import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type StatementPage as StatementPageAnswer,
  type StatementSummary,
} from '@site/shared';
import {
  failureEnvelope,
  nonBengaliTexts,
  okEnvelope,
  startTestServer,
  switchTestLanguage,
  TestQueryProvider,
  type TestResponse,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import StatementPage from './statement-page.component';

/** Account history: the months, the lines in words, the CSV download with the token. */
const SUMMARY: StatementSummary = {
  months: [
    { month: '2026-02', deposits: 500, withdrawals: 0, bets: 100, results: 250, net: 150 },
    { month: '2026-03', deposits: 0, withdrawals: 200, bets: 40, results: 10, net: -30 },
  ],
};
const LINES: StatementPageAnswer = {
  from: '2025-12-05',
  to: '2026-03-04',
  total: 4,
  list: [
    {
      transactionId: '9',
      at: '2026-03-01T10:00:00.000Z',
      kind: 'WITHDRAWAL',
      ledgerKind: 'WITHDRAWAL_REFUND',
      amount: 100,
    },
    {
      transactionId: '8',
      at: '2026-03-01T09:00:00.000Z',
      kind: 'WITHDRAWAL',
      ledgerKind: 'WITHDRAWAL',
      amount: -200,
    },
    {
      transactionId: '7',
      at: '2026-02-10T09:00:00.000Z',
      kind: 'RESULT',
      ledgerKind: 'WIN',
      amount: 250,
    },
    {
      transactionId: '6',
      at: '2026-02-10T08:00:00.000Z',
      kind: 'OTHER',
      ledgerKind: 'BONUS',
      amount: 5,
    },
  ],
};

let answer: (path: string) => TestResponse | undefined;
const working = (path: string) => {
  if (path === '/wps/member/statement/summary') return okEnvelope(SUMMARY);
  if (path === '/wps/member/statement') return okEnvelope(LINES);
  if (path === '/wps/member/statement.csv')
    return { body: 'Time (Asia/Dhaka),Kind\r\n', contentType: 'text/csv' };
  return undefined;
};

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => answer(request.path));
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 100, currencySymbol: '৳' });
});
beforeEach(() => {
  answer = working;
  server.requests.length = 0;
});
afterEach(async () => {
  jest.restoreAllMocks();
  await switchTestLanguage('en');
});
afterAll(() => server.close());

const cellsOf = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole('row')[index]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('shows the net position per month and each line in words, for 90 days first', async () => {
  render(<StatementPage />, { wrapper: TestQueryProvider });
  expect(screen.getByRole('status', { name: 'Counting your months' })).toBeInTheDocument();
  const months = await screen.findByRole('table', { name: 'Net position by month' });
  expect(cellsOf(months, 1)).toEqual([
    'February 2026',
    '500.00',
    '0.00',
    '100.00',
    '250.00',
    '+৳ 150.00',
  ]);
  expect(cellsOf(months, 2).at(-1)).toBe('−৳ 30.00');
  // The lines' table stands (with skeleton rows) before its answer: wait for the answer's rows.
  await screen.findByRole('cell', { name: 'Withdrawal returned' });
  const lines = screen.getByRole('table', { name: 'Every movement' });
  expect(cellsOf(lines, 1).slice(1)).toEqual(['Withdrawal returned', '+৳ 100.00']);
  expect(cellsOf(lines, 2).slice(1)).toEqual(['Withdrawal', '−৳ 200.00']);
  expect(cellsOf(lines, 3).slice(1)).toEqual(['Win or return', '+৳ 250.00']);
  expect(cellsOf(lines, 4).slice(1)).toEqual(['Bonus', '+৳ 5.00']);
  const asked = server.requests.find((request) => request.path === '/wps/member/statement')!;
  expect(asked.query.get('days')).toBe('90');

  fireEvent.change(screen.getByLabelText('Days'), { target: { value: '7' } });
  await waitFor(() =>
    expect(
      server.requests.filter(
        (request) =>
          request.path === '/wps/member/statement/summary' && request.query.get('days') === '7',
      ),
    ).toHaveLength(1),
  );
});

it('downloads the CSV through the API client, with the member’s token', async () => {
  const createObjectURL = jest.fn(() => 'blob:statement');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  render(<StatementPage />, { wrapper: TestQueryProvider });
  await screen.findByText('Withdrawal returned');
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  expect(link.download).toBe('statement-2025-12-05-2026-03-04.csv');
  expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  const csv = server.requests.find((request) => request.path === '/wps/member/statement.csv')!;
  expect(csv.headers.authorization).toBe('Bearer tok-1');
  expect(csv.query.get('days')).toBe('90');
});

it('says when the download fails, and offers a retry when the months fail', async () => {
  answer = (path) =>
    path === '/wps/member/statement.csv' || path === '/wps/member/statement/summary'
      ? failureEnvelope(500, 'INTERNAL_ERROR')
      : working(path);
  render(<StatementPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(
    await screen.findByText('The file could not be prepared. Please try again.'),
  ).toBeInTheDocument();
});

it('says so when nothing moved', async () => {
  answer = (path) =>
    path === '/wps/member/statement' ? okEnvelope({ ...LINES, list: [], total: 0 }) : working(path);
  render(<StatementPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByText('Nothing moved in these days')).toBeInTheDocument();
});

it('reads in Bengali with Bengali digits', async () => {
  await switchTestLanguage('bn');
  const { container } = render(<StatementPage />, { wrapper: TestQueryProvider });
  await screen.findByText('উত্তোলন ফেরত এসেছে');
  expect(screen.getByText('অ্যাকাউন্টের ইতিহাস')).toBeInTheDocument();
  expect(nonBengaliTexts(container, { allow: ['CSV'] })).toEqual([]);
});
