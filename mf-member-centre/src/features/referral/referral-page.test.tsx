import {
  i18n,
  configureApiClient,
  getEventBus,
  setupI18n,
  type ReferralInviteePage,
  type ReferralSummary,
} from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import ReferralPage from './referral-page.component';

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

const rule = {
  minFirstDeposit: 500,
  minValidBet: 1000,
  validBetDays: 7,
  reward: 100,
  payout: 'CASH' as const,
  turnoverMultiple: 0,
  maxRewardsPerMonth: 20,
};

const summary = (trial: boolean): ReferralSummary => ({
  code: trial ? null : 'K7M2QX9B',
  link: trial ? null : 'http://localhost:3000/register?referralCode=K7M2QX9B',
  qrSvg: trial ? null : QR,
  rule,
  invited: 2,
  deposited: 2,
  qualified: 1,
  rewardedThisMonth: 1,
  earned: 100,
});

const invitees: ReferralInviteePage = {
  total: 2,
  list: [
    {
      account: 'fr****01',
      registeredAt: '2026-11-20T08:00:00.000Z',
      state: 'qualified',
      firstDepositAt: '2026-11-20T09:00:00.000Z',
      qualifiedAt: '2026-11-21T09:00:00.000Z',
      validBet: 1000,
      deadline: '2026-11-27T08:00:00.000Z',
      closed: false,
      capped: false,
      reward: { id: '9', amount: 100, payout: 'CASH', state: 'claim' },
    },
    {
      account: 'la****nd',
      registeredAt: '2026-11-10T08:00:00.000Z',
      state: 'deposited',
      firstDepositAt: '2026-11-10T09:00:00.000Z',
      qualifiedAt: null,
      validBet: 200,
      deadline: '2026-11-17T08:00:00.000Z',
      closed: true,
      capped: false,
      reward: null,
    },
  ],
};

let server: TestServer;
let trial = false;
const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/referral') return okEnvelope(summary(trial));
    if (request.path.startsWith('/wps/member/referral/invitees')) return okEnvelope(invitees);
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterAll(() => server.close());
beforeEach(() => {
  trial = false;
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

it('shows the link with its code and QR code, and copies it', async () => {
  render(<ReferralPage onNavigate={jest.fn()} />, { wrapper: TestQueryProvider });
  expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QX9B');
  expect(screen.getByLabelText('Your invitation link')).toHaveValue(
    'http://localhost:3000/register?referralCode=K7M2QX9B',
  );
  expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Copied')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('http://localhost:3000/register?referralCode=K7M2QX9B');
  expect(screen.getByTestId('referral-rule')).toHaveTextContent(
    'makes a first deposit of at least ৳ 500.00',
  );
  expect(screen.getByTestId('referral-stats')).toHaveTextContent('Qualified1');
});

it('lists the invitees with their state, and sends a claimable reward to the reward centre', async () => {
  const onNavigate = jest.fn();
  render(<ReferralPage onNavigate={onNavigate} />, { wrapper: TestQueryProvider });
  const table = await screen.findByRole('table', { name: 'Friends you invited' });
  await within(table).findByText('fr****01');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('fr****01');
  expect(rows[0]).toHaveTextContent('Qualified');
  expect(rows[1]).toHaveTextContent('Deposited');
  expect(rows[1]).toHaveTextContent('Time is up');
  fireEvent.click(within(rows[0]!).getByRole('button', { name: '৳ 100.00: claim it' }));
  expect(onNavigate).toHaveBeenCalledWith('rewardCenter');
});

it('gives a trial account the programme and the true-account warning, no link', async () => {
  trial = true;
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'trial01',
    nickname: 'Trial',
    isAgent: 4,
    merchantCode: 'padma',
  });
  const warned = jest.fn();
  const subscription = getEventBus().commands('open-true-account-warning').subscribe(warned);
  render(<ReferralPage onNavigate={jest.fn()} />, { wrapper: TestQueryProvider });
  expect(await screen.findByRole('note')).toHaveTextContent('cannot invite friends');
  expect(screen.queryByLabelText('Your invitation link')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Why not?' }));
  expect(warned).toHaveBeenCalledWith({ reason: 'referral' });
  subscription.unsubscribe();
});

it('reads in Bengali', async () => {
  await act(() => i18n.changeLanguage('bn'));
  render(<ReferralPage onNavigate={jest.fn()} />, { wrapper: TestQueryProvider });
  expect(await screen.findByRole('heading', { name: 'বন্ধুদের আমন্ত্রণ' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'আপনার আমন্ত্রিত বন্ধুরা' })).toBeInTheDocument();
});
