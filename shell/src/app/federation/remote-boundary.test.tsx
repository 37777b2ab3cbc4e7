import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { loadRemoteModule, recoverFromRenderFailure } from './federation-runtime';
import { fallbackPlugin } from './plugins';
import { RemotePage } from './remote-boundary';
import { fallbackComponentFor } from './remote-fallback';
import { IncompatibleRemoteError } from './plugins/remote-compatibility.plugin';

// The runtime itself is replaced: a load answers the module, or what the runtime answers after a
// failure when the site's fallback plugin is registered (the plugin and this boundary run for real).
jest.mock('./federation-runtime', () => ({
  loadRemoteModule: jest.fn(),
  recoverFromRenderFailure: jest.fn(() => false),
}));
const fallback = fallbackPlugin(fallbackComponentFor) as {
  errorLoadRemote: (args: object) => unknown;
};
const loads = jest.mocked(loadRemoteModule);
const answersModule = (exported: object) => loads.mockResolvedValue(exported);
const failsWith = (error: Error) =>
  loads.mockImplementation(async () => fallback.errorLoadRemote({ lifecycle: 'onLoad', error }));

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
  loads.mockReset();
  jest.mocked(recoverFromRenderFailure).mockClear();
  // React and the boundary report caught errors on the console; the fallback is what we test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('loads the remote page through the runtime and passes the route props', async () => {
  answersModule({ default: LobbyPage });
  renderLobby();
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(loads).toHaveBeenCalledWith('mf_lobby', './LobbyPage');
});

it('shows the translated fallback when the remote cannot be loaded, and retry loads it afresh', async () => {
  failsWith(new TypeError('Failed to fetch'));
  renderLobby();

  const fallback = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(fallback).toHaveTextContent('This section is not available right now');
  expect(fallback).toHaveTextContent('The rest of the site works as usual');
  const retry = screen.getByRole('button', { name: 'Try again' });

  fireEvent.click(screen.getByRole('button', { name: 'sibling clicked 0' }));
  answersModule({ default: LobbyPage });
  fireEvent.click(retry);

  // the retry asked the runtime again
  expect(await screen.findByRole('heading', { name: 'Lobby page LIVE' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loads).toHaveBeenCalledTimes(2);
  // the rest of the page was not remounted: same mount, same state
  expect(siblingMounts).toBe(1);
  expect(screen.getByRole('button', { name: 'sibling clicked 1' })).toBeInTheDocument();
});

it('shows the "needs an update" fallback for a remote the compatibility plugin refused', async () => {
  failsWith(
    new IncompatibleRemoteError(
      'The module was built for @site/shared 9.0.0; this site has 3.1.0.',
      'shared-core',
    ),
  );
  renderLobby();
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section needs an update');
  expect(fallback).toHaveTextContent('It was built for another version of the site.');
  expect(screen.queryByRole('heading', { name: /Lobby page/ })).not.toBeInTheDocument();
});

it('shows the fallback when the remote page throws while rendering, and retry renders it again', async () => {
  let broken = true;
  function FlakyPage() {
    if (broken) throw new Error('render failed');
    return <h1>Flaky page works</h1>;
  }
  answersModule({ default: FlakyPage });
  renderLobby();

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This section is not available right now');
  // the release registry hears of it (issue 46), under the remote's federation name
  expect(recoverFromRenderFailure).toHaveBeenCalledWith('mf_lobby');

  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(await screen.findByRole('heading', { name: 'Flaky page works' })).toBeInTheDocument();
  expect(siblingMounts).toBe(1);
});

it('shows the skeleton, not the fallback, while the page loads again on the last good version of a release that threw', async () => {
  function BrokenCanaryPage(): never {
    throw new Error('render failed');
  }
  answersModule({ default: BrokenCanaryPage });
  jest.mocked(recoverFromRenderFailure).mockReturnValueOnce(true);
  renderLobby();

  await waitFor(() => expect(recoverFromRenderFailure).toHaveBeenCalledWith('mf_lobby'));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(siblingMounts).toBe(1);
});
