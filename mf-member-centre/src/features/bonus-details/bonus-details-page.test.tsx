import { configureApiClient, getEventBus, setupI18n, type BonusList } from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { render, screen, within } from '@testing-library/react';
import BonusDetailsPage from './bonus-details-page.component';

let bonuses: BonusList;
let server: TestServer;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) =>
    request.path === '/wps/member/bonuses' ? okEnvelope(bonuses) : undefined,
  );
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 500, currencySymbol: '৳' });
});
afterAll(() => server.close());

it('shows an empty state without bonuses', async () => {
  bonuses = { list: [] };
  render(<BonusDetailsPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByText('No bonuses')).toBeInTheDocument();
});

it('shows each bonus with its turnover progress bar and what is left', async () => {
  bonuses = {
    list: [
      {
        id: '7',
        rewardId: '1',
        source: 'OPERATOR',
        title: 'Welcome bonus',
        amount: 100,
        turnoverRequired: 500,
        turnoverDone: 300,
        state: 'ACTIVE',
        claimedAt: Date.UTC(2026, 10, 20),
        expiresAt: Date.UTC(2026, 11, 20),
      },
      {
        id: '6',
        rewardId: '2',
        source: 'PROMOTION',
        title: 'Weekend bonus',
        amount: 50,
        turnoverRequired: 100,
        turnoverDone: 100,
        state: 'COMPLETED',
        claimedAt: Date.UTC(2026, 10, 1),
        expiresAt: Date.UTC(2026, 11, 1),
      },
    ],
  };
  render(<BonusDetailsPage />, { wrapper: TestQueryProvider });
  const active = await screen.findByTestId('bonus-7');
  expect(active).toHaveTextContent('Active');
  expect(active).toHaveTextContent('৳ 100.00');
  const bar = within(active).getByRole('progressbar', { name: 'Turnover progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '300');
  expect(bar).toHaveAttribute('aria-valuemax', '500');
  expect(bar).toHaveAttribute('aria-valuetext', '৳ 300.00 of ৳ 500.00 (60%)');
  expect(active).toHaveTextContent('Bet ৳ 200.00 more (valid bet) before withdrawing (60% done).');
  const completed = screen.getByTestId('bonus-6');
  expect(completed).toHaveTextContent('Completed');
  expect(completed).toHaveTextContent('Turnover met: this bonus no longer holds back withdrawals.');
});
