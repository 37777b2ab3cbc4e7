import { getEventBus, setupI18n } from '@site/shared';
import { MemoryRouter } from '@site/shared/router';
import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { addTranslations } from './i18n/translations';
import { SportsbookPage } from './sportsbook-page.component';
import type { PlaceSportsSlip } from '@site/contracts';
import { cricketEvent, placedSlip, winnerMarket } from './testing/sportsbook-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const LIVE = cricketEvent('1');
const SUSPENDED = cricketEvent('2', {
  ...winnerMarket('20', '2', [1500, 2600]),
  state: 'SUSPENDED',
});
let refuseWith: { code: string; value: unknown } | null = null;

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /sportsbook/sports':
          return okEnvelope({
            list: [
              { sport: 'CRICKET', line: 'SPORT', live: 2, upcoming: 4 },
              { sport: 'DOTA2', line: 'ESPORT', live: 1, upcoming: 0 },
            ],
          });
        case 'GET /sportsbook/events':
          return okEnvelope({ list: [LIVE, SUSPENDED], total: 2, totalPages: 1 });
        case 'GET /sportsbook/bets':
          return okEnvelope({ list: [], total: 0 });
        case 'POST /sportsbook/bets':
          return refuseWith
            ? failureEnvelope(409, refuseWith.code, 'refused', refuseWith.value)
            : okEnvelope(placedSlip(request.body as PlaceSportsSlip));
        default:
          return undefined;
      }
    },
    () => 'token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  refuseWith = null;
  getEventBus().setState('session', {
    status: 'member',
    token: 'token',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });
  getEventBus().setState('balance', { sumBalance: 1000, currencySymbol: '৳' });
});

const renderPage = () =>
  render(
    <TestQueryProvider>
      <MemoryRouter initialEntries={['/fbsports']}>
        <SportsbookPage />
      </MemoryRouter>
    </TestQueryProvider>,
  );

const placements = () =>
  server.requests.filter((request) => request.method === 'POST').map((request) => request.body);

it('lists the live events with their prices and locks a suspended market', async () => {
  renderPage();
  expect(await screen.findByRole('button', { name: /Dhaka 1\.85/ })).toBeEnabled();
  const locked = screen.getAllByRole('button', { name: /no bets now/ });
  expect(locked).toHaveLength(2);
  locked.forEach((button) => expect(button).toBeDisabled());
  expect(screen.getAllByText('87/2 (10.2)')).toHaveLength(2);
  expect(screen.getByRole('button', { name: /Cricket/ })).toHaveTextContent('2 live');
});

it('places a picked price as a single at the price and version the player saw', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Khulna 1\.95/ }));
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  fireEvent.change(within(slip).getByLabelText('Stake (single)'), { target: { value: '100' } });
  expect(within(slip).getByText('৳ 195.00')).toBeInTheDocument();
  fireEvent.click(within(slip).getByRole('button', { name: /Place bets/ }));
  expect(await within(slip).findByRole('status')).toHaveTextContent('Your bet is placed.');
  expect(placements()).toEqual([
    {
      slipKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      oddsChange: 'NONE',
      selections: [{ selectionId: '102', oddsMilli: 1950, priceVersion: 1 }],
      bets: [{ legs: ['102'], stake: '100.00' }],
    },
  ]);
});

it('shows a price change the API refused and places again once the player accepts it', async () => {
  refuseWith = {
    code: 'SPORTS_ODDS_CHANGED',
    value: { changes: [{ selectionId: '101', oddsMilli: 1700, priceVersion: 2 }] },
  };
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Dhaka 1\.85/ }));
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  fireEvent.change(within(slip).getByLabelText('Stake (single)'), { target: { value: '10' } });
  fireEvent.click(within(slip).getByRole('button', { name: /Place bets/ }));
  expect(await within(slip).findByRole('alert')).toHaveTextContent('The odds changed.');
  expect(within(slip).getByText('1.70')).toBeInTheDocument();
  refuseWith = null;
  fireEvent.click(within(slip).getByRole('button', { name: 'Accept the new odds' }));
  fireEvent.click(within(slip).getByRole('button', { name: /Place bets/ }));
  await within(slip).findByRole('status');
  const [first, second] = placements() as Array<{ slipKey: string; selections: unknown[] }>;
  expect(second!.selections).toEqual([{ selectionId: '101', oddsMilli: 1700, priceVersion: 2 }]);
  // The slip changed, so the second placement is a slip of its own.
  expect(second!.slipKey).not.toBe(first!.slipKey);
});

it('asks a visitor to log in instead of placing', async () => {
  getEventBus().setState('session', { status: 'guest' });
  const asked: string[] = [];
  const subscription = getEventBus()
    .commands('open-login')
    .subscribe(({ reason }) => asked.push(reason));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Dhaka 1\.85/ }));
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  fireEvent.change(within(slip).getByLabelText('Stake (single)'), { target: { value: '10' } });
  fireEvent.click(within(slip).getByRole('button', { name: /Place bets/ }));
  expect(asked).toEqual(['sportsbook-bet']);
  expect(placements()).toEqual([]);
  subscription.unsubscribe();
});
