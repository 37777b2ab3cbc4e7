import {
  getProtectionOverview,
  createSiteQueryClient,
  getEventBus,
  type ProtectionOverview,
} from '@site/shared';
import { MemoryRouter } from '@site/shared/router';
import { failureEnvelope, okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupShellI18n, signInTestMember } from '../../testing/site-context';
import { RealityCheck } from './reality-check.component';

const START = Date.parse('2026-12-06T08:00:00.000Z');
const minutes = (count: number) => count * 60_000;

let current: ProtectionOverview;
const overview = (session: Partial<ProtectionOverview['session']> = {}): ProtectionOverview => ({
  limits: [],
  sessionLimit: { minutes: null, pending: null },
  realityCheckMinutes: 30,
  brandRealityCheckMinutes: 60,
  session: {
    startedAt: new Date(START).toISOString(),
    netPosition: -150,
    realityCheckMinutes: 30,
    endsAt: null,
    ...session,
  },
  exclusion: null,
  minimumAge: 18,
});

let server: TestServer;
let sessionEnded = false;
beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) => {
      if (request.path !== '/wps/member/protection') return undefined;
      return sessionEnded
        ? failureEnvelope(401, 'SESSION_LIMIT_REACHED', 'The session limit is reached')
        : okEnvelope(current);
    },
    () => 'token',
  );
});
afterAll(() => server.close());

beforeEach(() => {
  // The clock is fake; the test server and the client's requests run on real I/O.
  jest.useFakeTimers({ now: START + minutes(29), doNotFake: ['nextTick', 'setImmediate'] });
  current = overview();
  sessionEnded = false;
  server.requests.length = 0;
  getEventBus().setState('balance', { sumBalance: 10, currencySymbol: '৳' });
  signInTestMember();
});
afterEach(() => {
  jest.useRealTimers();
  getEventBus().setState('session', { status: 'guest' });
});

/** The page as a logged-in member left it: the overview already read for this login. */
function renderWithOverview() {
  const client = createSiteQueryClient();
  client.setQueryData(getProtectionOverview.query().queryKey, current);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RealityCheck />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const protectionReads = () =>
  server.requests.filter((request) => request.path === '/wps/member/protection').length;

it('opens at each interval from the start of the session with the figures read again', async () => {
  renderWithOverview();
  act(() => jest.advanceTimersByTime(minutes(1) - 1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  const readsBefore = protectionReads();

  current = overview({ netPosition: -250 });
  act(() => jest.advanceTimersByTime(1));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
  // The figures are read again as it opens.
  await waitFor(() =>
    expect(dialog).toHaveAccessibleDescription(
      /You have been playing for 30 min since you logged in\..*৳ -250\.00/,
    ),
  );
  expect(protectionReads()).toBeGreaterThan(readsBefore);
  expect(within(dialog).getByRole('button', { name: 'See history' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(minutes(29)));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(minutes(1)));
  expect(
    await screen.findByRole('alertdialog', { name: 'Reality check' }),
  ).toHaveAccessibleDescription(/1 h since you logged in/);
});

it('opens the betting record from See history', async () => {
  const opened: unknown[] = [];
  const subscription = getEventBus()
    .commands('open-member-centre')
    .subscribe((command) => opened.push(command));
  renderWithOverview();
  act(() => jest.advanceTimersByTime(minutes(1)));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'See history' }));
  expect(opened).toEqual([{ entry: 'personalHistoryCopy' }]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  subscription.unsubscribe();
});

it('asks the API when the session limit ends the login, without a reality check', async () => {
  current = overview({ endsAt: new Date(START + minutes(29) + 5_000).toISOString() });
  renderWithOverview();
  const readsBefore = protectionReads();
  sessionEnded = true;
  act(() => jest.advanceTimersByTime(5_000));
  await waitFor(() => expect(protectionReads()).toBeGreaterThan(readsBefore));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('has no clock for a guest', () => {
  getEventBus().setState('session', { status: 'guest' });
  renderWithOverview();
  act(() => jest.advanceTimersByTime(minutes(60)));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
