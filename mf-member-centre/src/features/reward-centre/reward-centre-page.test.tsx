import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type MemberReward,
  type RewardList,
} from '@site/shared';
import {
  failureEnvelope,
  nonBengaliTexts,
  okEnvelope,
  startTestServer,
  switchTestLanguage,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import RewardCentrePage from './reward-centre-page.component';

const reward = (overrides: Partial<MemberReward>): MemberReward => ({
  id: '1',
  source: 'OPERATOR',
  title: 'Welcome bonus',
  amount: 100,
  payout: 'BONUS',
  turnoverMultiple: 5,
  state: 'claim',
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: Date.UTC(2026, 11, 20),
  claimedAt: null,
  ...overrides,
});

let rewards: RewardList;
let server: TestServer;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/rewards') return okEnvelope(rewards);
    if (request.path === '/wps/member/rewards/claim') {
      const { id } = request.body as { id: string };
      if (id === '3') return failureEnvelope(409, 'REWARD_EXPIRED', 'expired');
      const claimed = reward({ id, state: 'claimed', claimedAt: Date.UTC(2026, 10, 21) });
      rewards = {
        list: rewards.list.map((item) => (item.id === id ? claimed : item)),
        unclaimed: 1,
      };
      return okEnvelope({ reward: claimed, bonusId: '9', alreadyClaimed: false, unclaimed: 1 });
    }
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 500, currencySymbol: '৳' });
});
afterAll(() => server.close());

beforeEach(() => {
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });
  getEventBus().setState('unread', { messages: 0, promos: 0, missions: 0, rewards: 2 });
});

it('shows an empty state when there are no rewards', async () => {
  rewards = { list: [], unclaimed: 0 };
  render(<RewardCentrePage />, { wrapper: TestQueryProvider });
  expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
});

it('claims after confirmation, moves the reward below and updates the badge', async () => {
  rewards = {
    list: [
      reward({ id: '1' }),
      reward({
        id: '2',
        source: 'PROMOTION',
        title: 'Cashback',
        amount: 20,
        payout: 'CASH',
        turnoverMultiple: 0,
      }),
    ],
    unclaimed: 2,
  };
  render(<RewardCentrePage />, { wrapper: TestQueryProvider });
  const open = await screen.findByTestId('rewards-open');
  const card = within(open).getByTestId('reward-1');
  expect(card).toHaveTextContent('Gift from the site');
  expect(card).toHaveTextContent('৳ 100.00');
  expect(card).toHaveTextContent('Bonus: 5× turnover before withdrawing');
  fireEvent.click(within(card).getByRole('button', { name: 'Claim Welcome bonus, ৳ 100.00' }));
  const dialog = await screen.findByTestId('reward-confirm');
  expect(dialog).toHaveTextContent('Bet ৳ 500.00 (valid bet, 5×) before withdrawing.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
  expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
    'A bonus of ৳ 100.00 has been added.',
  );
  const done = await screen.findByTestId('rewards-done');
  expect(await within(done).findByTestId('reward-1')).toHaveTextContent('Claimed');
  expect(getEventBus().current('unread').rewards).toBe(1);
  const claims = server.requests.filter((request) => request.path === '/wps/member/rewards/claim');
  expect(claims.map((request) => request.body)).toEqual([{ id: '1' }]);
});

it('says when a reward has expired', async () => {
  rewards = { list: [reward({ id: '3', payout: 'CASH', turnoverMultiple: 0 })], unclaimed: 1 };
  render(<RewardCentrePage />, { wrapper: TestQueryProvider });
  const card = await screen.findByTestId('reward-3');
  fireEvent.click(within(card).getByRole('button', { name: /Claim/ }));
  fireEvent.click(
    within(await screen.findByTestId('reward-confirm')).getByRole('button', { name: 'Claim' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This reward has expired.');
});

it('lets a trial account see rewards, and asks for a real account instead of claiming', async () => {
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'trial1',
    nickname: 'Trial',
    isAgent: 4,
    merchantCode: 'PADMA',
  });
  const warnings: unknown[] = [];
  const subscription = getEventBus()
    .commands('open-true-account-warning')
    .subscribe((payload) => warnings.push(payload));
  rewards = { list: [reward({ id: '4' })], unclaimed: 1 };
  render(<RewardCentrePage />, { wrapper: TestQueryProvider });
  expect(
    await screen.findByText('A trial account can see rewards, but claiming needs a real account.'),
  ).toBeInTheDocument();
  fireEvent.click(
    within(await screen.findByTestId('reward-4')).getByRole('button', { name: /Claim/ }),
  );
  expect(warnings).toEqual([{ reason: 'reward-centre' }]);
  expect(screen.queryByTestId('reward-confirm')).not.toBeInTheDocument();
  subscription.unsubscribe();
});

describe('in Bengali (issue 40 item 13)', () => {
  beforeAll(() => switchTestLanguage('bn'));
  afterAll(() => switchTestLanguage('en'));

  it('shows no Latin digit and no untranslated key', async () => {
    rewards = {
      list: [
        reward({ id: '1' }),
        reward({ id: '2', state: 'claimed', claimedAt: Date.UTC(2026, 10, 21, 15, 5) }),
      ],
      unclaimed: 1,
    };
    const { container } = render(<RewardCentrePage />, { wrapper: TestQueryProvider });
    await screen.findByTestId('reward-1');
    expect(container).toHaveTextContent('দাবি বাকি: ১');
    expect(nonBengaliTexts(container)).toEqual([]);
  });
});
