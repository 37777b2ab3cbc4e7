import { getEventBus } from '@site/shared';
import { okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { setupShellI18n } from '../testing/site-context';
import { GamePage } from './game-page';

let server: TestServer;
let launchContent = 'https://games.example/play?t=1';

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) =>
      request.path === '/wps/game/launchGame' ? okEnvelope({ content: launchContent }) : undefined,
    () => 'token',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  getEventBus().setState('session', { status: 'guest' });
});

const member = () =>
  getEventBus().setState('session', {
    status: 'member',
    token: 'token',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });

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
});
