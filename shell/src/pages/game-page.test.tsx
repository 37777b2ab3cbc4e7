import { getEventBus, i18n } from '@site/shared';
import { failureEnvelope, okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { setupShellI18n, signInTestMember, switchShellToBengali } from '../testing/site-context';
import { GamePage } from './game-page';

let server: TestServer;
let launchContent = 'https://games.example/play?t=1';

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) => {
      if (request.path !== '/wps/game/launchGame') return undefined;
      // A live table: its category has no house game yet.
      if (request.query.get('gameType') === 'LIVE')
        return failureEnvelope(409, 'GAME_COMING_SOON', 'This game opens soon', {
          category: 'LIVE',
          gameType: 'LIVE',
        });
      return okEnvelope({ content: launchContent });
    },
    () => 'token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  getEventBus().setState('session', { status: 'guest' });
});

const member = signInTestMember;

const renderAt = (entry: string | { pathname: string; search?: string; state?: unknown }) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <GamePage />
    </MemoryRouter>,
  );

describe('GamePage (spec §2 /game)', () => {
  it('frames the launch URL the lobby passed, named after the game', async () => {
    member();
    renderAt({
      pathname: '/game',
      search: '?gameCode=PADMA_FORTUNE&vassalage=HOUSE&gameType=RNG',
      state: { content: 'https://games.example/slot', gameName: 'Padma Fortune' },
    });
    expect(screen.getByTitle('Padma Fortune')).toHaveAttribute('src', 'https://games.example/slot');
    expect(await server.settledRequests()).toHaveLength(0);
  });

  it('launches again from the address after a reload', async () => {
    member();
    renderAt('/game?gameCode=PADMA_FORTUNE&vassalage=HOUSE&gameType=RNG');
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', launchContent);
    expect(Object.fromEntries(server.requests[0]!.query)).toMatchObject({
      gameCode: 'PADMA_FORTUNE',
      vassalage: 'HOUSE',
      gameType: 'RNG',
    });
  });

  it('never frames anything but a web address', async () => {
    member();
    launchContent = 'javascript:alert(1)';
    renderAt('/game?gameCode=X&vassalage=HOUSE&gameType=RNG');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid URL, please contact customer service',
    );
    expect(document.querySelector('iframe')).toBeNull();
    launchContent = 'https://games.example/play?t=1';
  });

  it('asks a visitor to log in instead of launching', async () => {
    const asked: string[] = [];
    const subscription = getEventBus()
      .commands('open-login')
      .subscribe(({ reason }) => asked.push(reason));
    renderAt('/game?gameCode=X&vassalage=HOUSE&gameType=RNG');
    expect(asked).toEqual(['launch-game']);
    expect(screen.getByText('Please log in to play this game.')).toBeInTheDocument();
    expect(await server.settledRequests()).toHaveLength(0);
    subscription.unsubscribe();
  });

  it('says a game without a house game yet opens soon, in both languages, and points to the games that play', async () => {
    member();
    renderAt('/game?gameCode=EVO_ROU_1&vassalage=EVO&gameType=LIVE');
    expect(
      await screen.findByText(
        'This game opens soon. Try our slots, fishing or table games meanwhile.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play slots' })).toHaveAttribute('href', '/rng');
    expect(screen.getByRole('link', { name: 'Go fishing' })).toHaveAttribute('href', '/fish');
    await act(() => switchShellToBengali());
    try {
      expect(
        screen.getByText(
          'এই গেমটি শীঘ্রই চালু হবে। ততক্ষণ আমাদের স্লট, মাছ শিকার বা টেবিল গেম খেলে দেখুন।',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'স্লট খেলুন' })).toHaveAttribute('href', '/rng');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
