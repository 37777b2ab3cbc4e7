import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type Mission,
  type MissionLeaderboard,
  type MissionSummary,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import MissionsPage from './missions-page.component';
import { timeLeft } from './time-left';

const mission = (overrides: Partial<Mission>): Mission => ({
  id: 'daily-slot-rounds',
  period: 'DAILY',
  kind: 'ROUNDS',
  category: 'RNG',
  title: { bn: '৩টি স্লট রাউন্ড খেলুন', en: 'Play 3 slot rounds' },
  progress: 3,
  target: 3,
  reward: 5,
  payout: 'CASH',
  turnoverMultiple: 0,
  state: 'claim',
  ...overrides,
});

const period = (missions: Mission[], which: 'DAILY' | 'WEEKLY') => ({
  period: which,
  periodKey: which === 'DAILY' ? 'D2026-11-24' : 'W2026-11-23',
  start: '2026-11-24T00:00:00.000Z',
  end: new Date(Date.now() + (5 * 60 + 12) * 60_000).toISOString(),
  missions,
});

let summary: MissionSummary;
let board: MissionLeaderboard;
let failSummary = false;
let claims: unknown[] = [];
let server: TestServer;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/relay/MCSFE_getMissionSummaryDetails')
      return failSummary ? failureEnvelope(403, 'FORBIDDEN', 'no') : okEnvelope(summary);
    if (request.path === '/wps/relay/MCSFE_getMissionLeaderboard') return okEnvelope(board);
    if (request.path === '/wps/member/missions/claim') {
      claims.push(request.body);
      const { missionId } = request.body as { missionId: string };
      if (missionId === 'weekly-valid-bet')
        return failureEnvelope(409, 'MISSION_PERIOD_OVER', 'over');
      summary = {
        ...summary,
        daily: {
          ...summary.daily,
          missions: summary.daily.missions.map((each) =>
            each.id === missionId ? { ...each, state: 'claimed' as const } : each,
          ),
        },
        claimable: 0,
      };
      return okEnvelope({
        missionId,
        periodKey: 'D2026-11-24',
        rewardId: '7',
        amount: 5,
        payout: 'CASH',
        bonusId: null,
        claimable: 0,
      });
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

const signIn = (isAgent = 0) =>
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent,
    merchantCode: 'PADMA',
  });

beforeEach(() => {
  failSummary = false;
  claims = [];
  signIn();
  getEventBus().setState('unread', { messages: 0, promos: 0, missions: 1, rewards: 0 });
  summary = {
    timeZone: 'UTC',
    daily: period(
      [
        mission({}),
        mission({
          id: 'daily-valid-bet',
          kind: 'VALID_BET',
          category: null,
          title: { bn: 'বাজি', en: 'Bet ৳500 in valid bets' },
          progress: 150.5,
          target: 500,
          reward: 10,
          state: 'process',
        }),
      ],
      'DAILY',
    ),
    weekly: period([], 'WEEKLY'),
    claimable: 1,
  };
  board = {
    period: 'DAILY',
    periodKey: 'D2026-11-24',
    start: '2026-11-24T00:00:00.000Z',
    end: '2026-11-25T00:00:00.000Z',
    timeZone: 'UTC',
    list: [
      { rank: 1, username: 'de***b1', validBet: 60, isMe: false },
      { rank: 2, username: 'ra***im', validBet: 25, isMe: true },
    ],
    me: { rank: 2, validBet: 25 },
  };
});

it('shows each mission with an accessible progress bar, its reward and the time left', async () => {
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  const bet = await screen.findByRole('progressbar', { name: 'Bet ৳500 in valid bets' });
  expect(bet).toHaveAttribute('aria-valuenow', '150.5');
  expect(bet).toHaveAttribute('aria-valuemax', '500');
  expect(bet.getAttribute('aria-valuetext')).toMatch(/^৳\s?150\.50 of ৳\s?500\.00$/);
  expect(screen.getByText(/^Reward: ৳\s?10\.00 cash$/)).toBeInTheDocument();
  expect(screen.getByTestId('missions-period')).toHaveTextContent('Resets in 5 h 12 min');
  expect(screen.getByTestId('missions-period')).toHaveTextContent('UTC');
  expect(screen.getByRole('tab', { name: /Daily/ })).toHaveAttribute('aria-selected', 'true');
});

it('claims a complete mission once: the notice, the badge and the balance follow', async () => {
  const refreshed = jest.fn();
  const subscription = getEventBus().commands('refresh-balance').subscribe(refreshed);
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  fireEvent.click(
    await screen.findByRole('button', { name: /^Claim Play 3 slot rounds, ৳\s?5\.00$/ }),
  );
  expect(
    await screen.findByText(/^৳\s?5\.00 has been added to your wallet\.$/),
  ).toBeInTheDocument();
  expect(claims).toEqual([{ missionId: 'daily-slot-rounds', periodKey: 'D2026-11-24' }]);
  expect(getEventBus().current('unread').missions).toBe(0);
  expect(refreshed).toHaveBeenCalled();
  const card = await screen.findByTestId('mission-daily-slot-rounds');
  expect(await within(card).findByText('Claimed')).toBeInTheDocument();
  expect(within(card).queryByRole('button')).toBeNull();
  subscription.unsubscribe();
});

it('a trial account sees the missions, and claiming opens the true-account warning', async () => {
  signIn(4);
  const warned = jest.fn();
  const subscription = getEventBus().commands('open-true-account-warning').subscribe(warned);
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  expect(screen.getByRole('note')).toHaveTextContent('claiming a reward needs a real account');
  fireEvent.click(await screen.findByRole('button', { name: /Claim Play 3 slot rounds/ }));
  expect(warned).toHaveBeenCalledWith({ reason: 'missions' });
  expect(claims).toEqual([]);
  subscription.unsubscribe();
});

it('words a refused claim and shows the weekly empty state', async () => {
  summary = {
    ...summary,
    weekly: period(
      [mission({ id: 'weekly-valid-bet', period: 'WEEKLY', title: { bn: 'স', en: 'Week bet' } })],
      'WEEKLY',
    ),
  };
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  fireEvent.click(await screen.findByRole('tab', { name: /Weekly/ }));
  fireEvent.click(await screen.findByRole('button', { name: /Claim Week bet/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent("This mission's period is over.");
});

it('shows the empty state of a period without missions', async () => {
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  fireEvent.click(await screen.findByRole('tab', { name: /Weekly/ }));
  expect(await screen.findByText('No weekly missions right now')).toBeInTheDocument();
});

it('shows an error state with a retry', async () => {
  failSummary = true;
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('the leaderboard tab lists the top players and the member’s own rank', async () => {
  render(<MissionsPage />, { wrapper: TestQueryProvider });
  fireEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
  expect(await screen.findByTestId('board-my-rank')).toHaveTextContent('#2');
  expect(screen.getByTestId('board-my-rank')).toHaveTextContent(/Your valid bet: ৳\s?25\.00/);
  expect(await screen.findByText('de***b1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
});

it('counts the time left in whole days, hours and minutes', () => {
  expect(timeLeft((2 * 1440 + 3 * 60 + 4) * 60_000)).toEqual({ days: 2, hours: 3, minutes: 4 });
  expect(timeLeft(30_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
  expect(timeLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
});
