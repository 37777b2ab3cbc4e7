import {
  i18n,
  configureApiClient,
  getEventBus,
  setupI18n,
  type RebateClaim,
  type RebatePreview,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ManualRebatePage from './manual-rebate-page.component';

const preview = (claimed: boolean): RebatePreview => ({
  periodStart: claimed ? '2026-11-24T08:00:00.000Z' : null,
  periodEnd: '2026-11-24T08:00:00.000Z',
  vipLevel: 3,
  vipBonusPercent: 0.3,
  lines: [
    { category: 'RNG', validBet: claimed ? 0 : 200, ratePercent: 1.1, rebate: claimed ? 0 : 2.2 },
    {
      category: 'PVP',
      validBet: claimed ? 0 : 333.33,
      ratePercent: 0.8,
      rebate: claimed ? 0 : 2.66,
    },
    { category: 'LIVE', validBet: 0, ratePercent: 0.7, rebate: 0 },
  ],
  validBet: claimed ? 0 : 533.33,
  total: claimed ? 0 : 4.86,
});

const claim: RebateClaim = {
  id: '1',
  claimedAt: '2026-11-24T08:00:02.000Z',
  periodStart: null,
  periodEnd: '2026-11-24T08:00:00.000Z',
  vipLevel: 3,
  lines: [{ category: 'RNG', validBet: 200, ratePercent: 1.1, rebate: 2.2 }],
  validBet: 533.33,
  amount: 4.86,
  transactionId: '77',
};

let server: TestServer;
let claimed = false;
let refuse = false;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/rebate') return okEnvelope(preview(claimed));
    if (request.path.startsWith('/wps/member/rebate/claims'))
      return okEnvelope(claimed ? { list: [claim], total: 1 } : { list: [], total: 0 });
    if (request.path === '/wps/member/rebate/claim' && request.method === 'POST') {
      if (refuse)
        return failureEnvelope(409, 'REBATE_NOTHING_TO_CLAIM', 'There is no rebate to claim');
      claimed = true;
      return okEnvelope(claim);
    }
    if (request.path === '/wps/v2/wallets/balance')
      return okEnvelope({ sumBalance: 1004.86, currencySymbol: '৳' });
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
});
afterAll(() => server.close());
beforeEach(() => {
  claimed = false;
  refuse = false;
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'rahim01',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'padma',
  });
  getEventBus().setState('balance', { sumBalance: 1000, currencySymbol: '৳' });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it('shows each category with its valid bet, rate and rebate, and the total to claim', async () => {
  render(<ManualRebatePage />, { wrapper: TestQueryProvider });
  const table = await screen.findByRole('table', { name: 'Rebate by game category' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  // Only the categories played; every category's rate is listed apart.
  expect(rows).toEqual(['Slots200.001.1%2.20', 'Poker333.330.8%2.66']);
  expect(screen.getByRole('list', { name: 'Rates by game category' })).toHaveTextContent(
    'Slots1.1%Poker0.8%Live casino0.7%',
  );
  expect(screen.getByTestId('rebate-total')).toHaveTextContent('৳ 4.86');
  expect(screen.getByText(/since you started playing/)).toHaveTextContent(
    'VIP level 3 adds 0.3% to every rate.',
  );
});

it('claims after confirmation, says so, refreshes the balance and lists the claim', async () => {
  render(<ManualRebatePage />, { wrapper: TestQueryProvider });
  await screen.findByTestId('rebate-total');
  fireEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
  const dialog = await screen.findByTestId('rebate-confirm');
  expect(dialog).toHaveTextContent('৳ 4.86 goes to your main wallet.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Claim ৳ 4.86' }));
  expect(await screen.findByText('৳ 4.86 rebate is in your main wallet.')).toBeInTheDocument();
  expect(screen.getByTestId('rebate-outcome')).toHaveTextContent(
    '৳ 4.86 rebate is in your main wallet.',
  );
  const history = await screen.findByRole('table', { name: 'Your claims' });
  expect(await within(history).findByText('৳ 4.86')).toBeInTheDocument();
  // Asked again, the rebate is nothing: the button waits for new rounds.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
  // The header's balance follows at once (the API's live push would bring it too).
  await waitFor(() => expect(getEventBus().current('balance').sumBalance).toBe(1004.86));
});

it('explains a refused claim in words (nothing left to claim)', async () => {
  refuse = true;
  render(<ManualRebatePage />, { wrapper: TestQueryProvider });
  await screen.findByTestId('rebate-total');
  fireEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
  const dialog = await screen.findByTestId('rebate-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Claim ৳ 4.86' }));
  expect(
    await screen.findByText(
      'There is no rebate to claim yet: no valid bets were settled since your last claim.',
    ),
  ).toBeInTheDocument();
});

it('reads in Bengali with Bengali digits', async () => {
  await act(() => i18n.changeLanguage('bn'));
  render(<ManualRebatePage />, { wrapper: TestQueryProvider });
  const table = await screen.findByRole('table', { name: 'গেম বিভাগ অনুযায়ী রিবেট' });
  expect(within(table).getByText('স্লট')).toBeInTheDocument();
  expect(screen.getByTestId('rebate-total')).toHaveTextContent('৪.৮৬');
  expect(screen.getByRole('button', { name: 'রিবেট দাবি করুন' })).toBeEnabled();
});
