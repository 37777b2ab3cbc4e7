import { configureApiClient, getEventBus, setupI18n, type AccountRecordPage } from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
  BRAND_TZ_OFFSET,
  onBrandClockWithDeviceAbroad,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import AccountRecord from './account-record-page.component';

/** The days asked for are the brand's, wherever the member's device is. */
onBrandClockWithDeviceAbroad();

/** The account record says each movement in words, with its sign, and filters on the server. */
const PAGE: AccountRecordPage = {
  total: 3,
  list: [
    {
      id: '3',
      transactionId: '2',
      at: '2026-03-01T10:00:00.000Z',
      kind: 'UPLINE_TRANSFER',
      wallet: 'MAIN',
      amount: -12.34,
      balanceAfter: 87.66,
      counterparty: 'demo_agent',
    },
    {
      id: '2',
      transactionId: '1',
      at: '2026-03-01T09:00:00.000Z',
      kind: 'TRANSFER',
      wallet: 'PG',
      amount: 25.5,
      balanceAfter: 25.5,
      counterparty: 'MAIN',
    },
    {
      id: '1',
      transactionId: '1',
      at: '2026-03-01T09:00:00.000Z',
      kind: 'TRANSFER',
      wallet: 'MAIN',
      amount: -25.5,
      balanceAfter: 100,
      counterparty: 'PG',
    },
  ],
};

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) =>
    request.path === '/wps/member/records/account' ? okEnvelope(PAGE) : undefined,
  );
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 100, currencySymbol: '৳' });
});
afterAll(() => server.close());

it('says each movement in plain words with its wallet, sign and balance after', async () => {
  render(<AccountRecord />, { wrapper: TestQueryProvider });
  await screen.findByText('Sent to upline demo_agent');
  const rows = screen.getAllByRole('row');
  const cells = (index: number) =>
    within(rows[index]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(1).slice(1)).toEqual([
    'Sent to upline demo_agent',
    'Main wallet',
    '−৳ 12.34',
    '87.66',
  ]);
  expect(cells(2).slice(1)).toEqual(['Transfer from Main wallet', 'PG', '+৳ 25.50', '25.50']);
  expect(cells(3).slice(1)).toEqual(['Transfer to PG', 'Main wallet', '−৳ 25.50', '100.00']);
  const first = server.requests.find((request) => request.path === '/wps/member/records/account')!;
  expect(first.query.get('pageNo')).toBe('1');
  expect(first.query.get('tzOffset')).toBe(String(BRAND_TZ_OFFSET));
  expect(first.query.has('kind')).toBe(false);
});

it('filters by kind on the server, every ledger kind offered in words', async () => {
  render(<AccountRecord />, { wrapper: TestQueryProvider });
  await screen.findByText('Sent to upline demo_agent');
  const kind = screen.getByLabelText('Kind');
  expect(within(kind).getAllByRole('option')).toHaveLength(17);
  fireEvent.change(kind, { target: { value: 'BONUS' } });
  await server.settledRequests();
  const last = server.requests
    .filter((request) => request.path === '/wps/member/records/account')
    .at(-1)!;
  expect(last.query.get('kind')).toBe('BONUS');
  expect(last.query.get('pageNo')).toBe('1');
});
