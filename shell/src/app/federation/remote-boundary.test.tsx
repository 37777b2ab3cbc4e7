import { protocolVersion, sharedVersion } from '@site/shared/build-info';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { loadScript } from './load-script';
import { RemotePage } from './remote-boundary';
import { registerRemote } from './remote-containers';
import { serveRemote, withWebpackSharing, type ServedRemote } from '../../testing/served-remote';

// Only the network is replaced (the manifest's answer, the entry script's run): the loader and
// everything else of ours runs for real.
jest.mock('./load-script', () => ({ loadScript: jest.fn() }));
withWebpackSharing();

/** What a remote built from this checkout exposes besides its page. */
const BUILT_FOR_THIS_SITE = { protocolVersion, sharedVersion };

let deployments = 0;
/** The lobby deployed afresh (a new manifest address), so no test sees another's loaded remote. */
const deployLobby = () => {
  deployments += 1;
  const manifestUrl = `http://127.0.0.1:9/lobby/${deployments}/mf-manifest.json`;
  registerRemote('mf_lobby', manifestUrl);
  return serveRemote(jest.mocked(loadScript), { name: 'mf_lobby', manifestUrl });
};

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

let lobby: ServedRemote;

beforeEach(() => {
  siblingMounts = 0;
  lobby = deployLobby();
  // React and the boundary report caught errors on the console; the fallback is what we test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('loads the remote page through the runtime and passes the route props', async () => {
  lobby.exports({ default: LobbyPage, ...BUILT_FOR_THIS_SITE });
  renderLobby();
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(lobby.container.get).toHaveBeenCalledWith('./LobbyPage');
  expect(lobby.container.init).toHaveBeenCalledTimes(1);
});

it('shows the translated fallback when the remote cannot be loaded, and retry loads it afresh', async () => {
  lobby.failManifest(new TypeError('Failed to fetch'));
  renderLobby();

  // the loader tried the manifest three times (two retries) before it gave up
  const fallback = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(lobby.fetchManifest).toHaveBeenCalledTimes(3);
  expect(fallback).toHaveTextContent('This section is not available right now');
  expect(fallback).toHaveTextContent('The rest of the site works as usual');
  const retry = screen.getByRole('button', { name: 'Try again' });

  fireEvent.click(screen.getByRole('button', { name: 'sibling clicked 0' }));
  lobby.failManifest(null);
  lobby.exports({ default: LobbyPage, ...BUILT_FOR_THIS_SITE });
  fireEvent.click(retry);

  // the retry started again from the manifest
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(lobby.fetchManifest).toHaveBeenCalledTimes(4);
  // the rest of the page was not remounted: same mount, same state
  expect(siblingMounts).toBe(1);
  expect(screen.getByRole('button', { name: 'sibling clicked 1' })).toBeInTheDocument();
});

it('shows the "needs an update" fallback for a remote built for another protocol major', async () => {
  lobby.exports({
    default: LobbyPage,
    protocolVersion: '2.0.0',
    sharedVersion,
  });
  renderLobby();
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section needs an update');
  expect(fallback).toHaveTextContent('It was built for another version of the site.');
  expect(screen.queryByRole('heading', { name: /Lobby page/ })).not.toBeInTheDocument();
});

it('shows the "needs an update" fallback for a remote built against another major of @site/shared', async () => {
  const otherMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
  lobby.exports({
    default: LobbyPage,
    protocolVersion,
    sharedVersion: otherMajor,
  });
  renderLobby();
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section needs an update');
  expect(fallback).toHaveTextContent('It was built for another version of the site.');
  expect(screen.queryByRole('heading', { name: /Lobby page/ })).not.toBeInTheDocument();
});

it('treats a remote that declares no protocol as incompatible', async () => {
  lobby.exports({ default: LobbyPage });
  renderLobby();
  expect(await screen.findByRole('alert')).toHaveTextContent('This section needs an update');
});

it('shows the fallback when the remote page throws while rendering, and retry renders it again', async () => {
  let broken = true;
  function FlakyPage() {
    if (broken) throw new Error('render failed');
    return <h1>Flaky page works</h1>;
  }
  lobby.exports({ default: FlakyPage, ...BUILT_FOR_THIS_SITE });
  renderLobby();

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section is not available right now');

  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(await screen.findByRole('heading', { name: 'Flaky page works' })).toBeInTheDocument();
  // a render error is not a loading problem: the started remote is used again
  expect(lobby.fetchManifest).toHaveBeenCalledTimes(1);
  expect(lobby.container.init).toHaveBeenCalledTimes(1);
  expect(siblingMounts).toBe(1);
});
