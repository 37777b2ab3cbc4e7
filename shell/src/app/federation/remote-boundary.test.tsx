import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { RemotePage } from './remote-boundary';

// Only the third-party federation runtime is replaced: everything of ours runs for real.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

function LobbyPage({ category }: { category?: string }) {
  return <h1>Lobby page {category}</h1>;
}

let siblingMounts = 0;
/** Something else on the page: it must neither remount nor lose its state when a remote retries. */
function Sibling() {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    siblingMounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      sibling clicked {clicks}
    </button>
  );
}

function renderLobby() {
  const store = createSiteStore();
  return render(
    <SiteProviders store={store}>
      <Sibling />
      <RemotePage remote="lobby" props={{ category: 'LIVE' }} />
    </SiteProviders>,
  );
}

beforeAll(setupShellI18n);

beforeEach(() => {
  siblingMounts = 0;
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  // React and the boundary report caught errors on the console; the fallback is what we test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('loads the remote page through the runtime and passes the route props', async () => {
  mockedLoadRemote.mockResolvedValue({ default: LobbyPage, protocolVersion: __BUS_PROTOCOL__ });
  renderLobby();
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_lobby/LobbyPage');
});

it('shows the translated fallback when the remote cannot be loaded, and retry loads it afresh', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
  renderLobby();

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section is not available right now');
  expect(fallback).toHaveTextContent('The rest of the site works as usual');
  const retry = screen.getByRole('button', { name: 'Try again' });

  fireEvent.click(screen.getByRole('button', { name: 'sibling clicked 0' }));
  mockedLoadRemote.mockResolvedValue({ default: LobbyPage, protocolVersion: __BUS_PROTOCOL__ });
  fireEvent.click(retry);

  expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_lobby', entry: 'http://127.0.0.1:9/lobby/mf-manifest.json' }],
    { force: true },
  );
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  // the rest of the page was not remounted: same mount, same state
  expect(siblingMounts).toBe(1);
  expect(screen.getByRole('button', { name: 'sibling clicked 1' })).toBeInTheDocument();
});

it('shows the "needs an update" fallback for a remote built for another protocol major', async () => {
  mockedLoadRemote.mockResolvedValue({ default: LobbyPage, protocolVersion: '2.0.0' });
  renderLobby();
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section needs an update');
  expect(fallback).toHaveTextContent('It was built for another version of the site.');
  expect(screen.queryByRole('heading', { name: /Lobby page/ })).not.toBeInTheDocument();
});

it('treats a remote that declares no protocol as incompatible', async () => {
  mockedLoadRemote.mockResolvedValue({ default: LobbyPage });
  renderLobby();
  expect(await screen.findByRole('alert')).toHaveTextContent('This section needs an update');
});

it('shows the fallback when the remote page throws while rendering, and retry renders it again', async () => {
  let broken = true;
  function FlakyPage() {
    if (broken) throw new Error('render failed');
    return <h1>Flaky page works</h1>;
  }
  mockedLoadRemote.mockResolvedValue({ default: FlakyPage, protocolVersion: __BUS_PROTOCOL__ });
  renderLobby();

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section is not available right now');

  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(await screen.findByRole('heading', { name: 'Flaky page works' })).toBeInTheDocument();
  // a render error is not a loading problem: the runtime's cache is left alone
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  expect(siblingMounts).toBe(1);
});
