import {
  getEventBus,
  type LuckyDrawState,
  type WheelSpin,
  type WheelSpinResult,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  signedInMember,
  startTestApi,
  type TestResponse,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { restingRotation } from './wheel-geometry';
import { WheelPage } from './wheel-page.component';

const segments = [
  { amount: 0, payout: 'CASH' as const, turnover: 0 },
  { amount: 25, payout: 'CASH' as const, turnover: 0 },
  { amount: 10, payout: 'BONUS' as const, turnover: 3 },
];
const rules = { depositMin: 500, validBetPerTicket: null, maxBetTicketsPerDay: 0, vipLevels: [] };
const state = (tickets: number): LuckyDrawState => ({
  serverTime: '2026-11-24T11:00:00.000Z',
  wheel: { tickets, rules, segments },
  envelope: {
    tickets: 0,
    rules,
    open: null,
    next: null,
    times: [],
    durationMinutes: 10,
    min: 1,
    max: 5,
  },
});
const spin: WheelSpin = {
  id: '7',
  segment: 1,
  segments,
  amount: 25,
  payout: 'CASH',
  turnover: 0,
  createdAt: '2026-11-24T11:00:01.000Z',
  reward: { id: '9', state: 'claimed' },
};

let answers: { state: LuckyDrawState; spins: WheelSpin[]; spin: TestResponse };
let server: TestServer;

beforeAll(async () => {
  await setupShellI18n();
  // No motion: the wheel stops at once, as for a reader who asked for less.
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as never;
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /wps/member/lucky-draw':
          return okEnvelope(answers.state);
        case 'GET /wps/member/lucky-draw/spins':
          return okEnvelope({ list: answers.spins });
        case 'POST /wps/member/lucky-draw/spin':
          return answers.spin;
        default:
          // The header's balance, asked again after a prize.
          return signedInMember(request);
      }
    },
    () => 'tok',
  );
});
afterAll(() => server.close());
const signIn = (isAgent: number) =>
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent,
    merchantCode: 'PADMA',
  });
afterEach(() => getEventBus().setState('session', { status: 'guest' }));

const renderPage = () =>
  render(
    <SiteProviders store={createSiteStore()}>
      <WheelPage />
    </SiteProviders>,
  );
const spinsSent = async () =>
  (await server.settledRequests()).filter(
    (request) => request.method === 'POST' && request.path === '/wps/member/lucky-draw/spin',
  ).length;

it("spins to the server's segment, tells the prize, and a reload rests on the same result", async () => {
  signIn(0);
  answers = {
    state: state(1),
    spins: [],
    spin: okEnvelope<WheelSpinResult>({ spin, tickets: 0 }),
  };
  const before = await spinsSent();
  const { unmount } = renderPage();
  const page = await screen.findByTestId('wheel-page');
  expect(await within(page).findByTestId('lucky-tickets')).toHaveTextContent('1 ticket');
  expect(within(page).getByRole('img', { name: /Prize wheel: Try again, ৳25 Cash/ })).toBeVisible();
  answers.spins = [spin];
  fireEvent.click(within(page).getByRole('button', { name: 'Spin' }));
  expect(await within(page).findByText('You won ৳ 25.00!')).toBeVisible();
  const turned = Number(within(page).getByTestId('wheel-disc').dataset.rotation);
  expect(turned % 360).toBeCloseTo(restingRotation(1, 3));
  expect(turned).toBeGreaterThanOrEqual(5 * 360);
  expect(await spinsSent()).toBe(before + 1);
  unmount();

  answers.state = state(0);
  renderPage();
  const again = await screen.findByTestId('wheel-page');
  expect(await within(again).findByTestId('wheel-result')).toHaveTextContent(
    'Your last spin: ৳ 25.00 cash',
  );
  expect(Number(within(again).getByTestId('wheel-disc').dataset.rotation)).toBeCloseTo(
    restingRotation(1, 3),
  );
  expect(within(again).getByTestId('wheel-spin')).toBeDisabled();
});

it("says in the reader's words why a spin was refused", async () => {
  signIn(0);
  answers = {
    state: state(1),
    spins: [],
    spin: failureEnvelope(409, 'LUCKY_NO_TICKET', 'You have no ticket left'),
  };
  renderPage();
  const page = await screen.findByTestId('wheel-page');
  fireEvent.click(await within(page).findByRole('button', { name: 'Spin' }));
  expect(
    await within(page).findByText('You have no ticket left. Earn one by the rules below.'),
  ).toBeVisible();
});

it('shows a trial account the wheel, and the true-account warning instead of a spin', async () => {
  signIn(4);
  answers = { state: state(0), spins: [], spin: okEnvelope({ spin, tickets: 0 }) };
  const warnings: string[] = [];
  const subscription = getEventBus()
    .commands('open-true-account-warning')
    .subscribe(({ reason }) => warnings.push(reason));
  const before = await spinsSent();
  renderPage();
  const page = await screen.findByTestId('wheel-page');
  expect(await within(page).findByTestId('lucky-trial-note')).toBeVisible();
  fireEvent.click(within(page).getByRole('button', { name: 'Spin' }));
  expect(warnings).toEqual(['wheel']);
  expect(await spinsSent()).toBe(before);
  subscription.unsubscribe();
});

it('asks a visitor to log in', async () => {
  renderPage();
  const page = await screen.findByTestId('wheel-page');
  expect(page).toHaveTextContent('Log in to see your tickets and play.');
});
