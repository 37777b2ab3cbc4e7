import { getEventBus } from '@site/shared';
import { failureEnvelope, okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { setupShellI18n, signInTestMember } from '../testing/site-context';
import { FbSportsPage } from './game-page';

let server: TestServer;
const opened: string[] = [];
let sportsbookOpen = true;

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) =>
      request.path !== '/wps/relay/GCS_gameLaunchFB'
        ? undefined
        : sportsbookOpen
          ? okEnvelope({ content: 'https://fb.example/sportsbook?lt=1' })
          : failureEnvelope(409, 'GAME_COMING_SOON', 'This game opens soon', {
              category: 'SPORTS',
              gameType: 'SPORTS',
            }),
    () => 'token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  opened.length = 0;
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/fbsports']}>
      <FbSportsPage />
    </MemoryRouter>,
  );

it('frames the FB sportsbook launched through GCS_gameLaunchFB for a member', async () => {
  signInTestMember();
  renderPage();
  expect(await screen.findByTitle('FB sports')).toHaveAttribute(
    'src',
    'https://fb.example/sportsbook?lt=1',
  );
  expect(server.requests.map((request) => request.path)).toEqual(['/wps/relay/GCS_gameLaunchFB']);
});

it('asks a visitor to log in and launches nothing', async () => {
  getEventBus().setState('session', { status: 'guest' });
  const subscription = getEventBus()
    .commands('open-login')
    .subscribe((payload) => opened.push(payload.reason));
  renderPage();
  expect(await screen.findByText('Please log in to play this game.')).toBeInTheDocument();
  expect(opened).toEqual(['launch-game']);
  // Give a launch request time to arrive before saying none did.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.requests).toEqual([]);
  subscription.unsubscribe();
});

it('says the sportsbook opens soon while it has no house game, and points to the games that play', async () => {
  sportsbookOpen = false;
  signInTestMember();
  try {
    renderPage();
    expect(
      await screen.findByText(
        'The sportsbook opens soon. Try our slots, fishing or table games meanwhile.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play slots' })).toHaveAttribute('href', '/rng');
    expect(screen.getByRole('link', { name: 'Go fishing' })).toHaveAttribute('href', '/fish');
  } finally {
    sportsbookOpen = true;
  }
});
