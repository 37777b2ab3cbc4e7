import { pageShareScope, serveRemote, withWebpackSharing } from '../../testing/served-remote';
import { loadScript } from './load-script';
import {
  LOAD_TIMEOUT_MS,
  loadRemoteModule,
  preloadRemoteModule,
  registerRemote,
} from './remote-containers';
import { recentRemoteFailures } from './remote-failures';

// Only the network is replaced: the manifest's answer and the entry script's run.
jest.mock('./load-script', () => ({ loadScript: jest.fn() }));
withWebpackSharing();

let deployments = 0;
function deployMall() {
  deployments += 1;
  const manifestUrl = `http://127.0.0.1:9/mall/v${deployments}/mf-manifest.json`;
  registerRemote('mf_points_mall', manifestUrl);
  return {
    manifestUrl,
    mall: serveRemote(jest.mocked(loadScript), { name: 'mf_points_mall', manifestUrl }),
  };
}

beforeEach(() => {
  jest.mocked(loadScript).mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('runs the entry its manifest names, beside the manifest, and starts the container once', async () => {
  const { mall } = deployMall();
  mall.exports({ title: 'mall page' });

  await expect(loadRemoteModule('mf_points_mall', './PointsMallPage')).resolves.toEqual({
    title: 'mall page',
  });
  await loadRemoteModule('mf_points_mall', './PointsMallPage');

  expect(jest.mocked(loadScript).mock.calls).toEqual([
    [`http://127.0.0.1:9/mall/v${deployments}/remoteEntry.js`],
  ]);
  expect(mall.fetchManifest).toHaveBeenCalledTimes(1);
  expect(mall.container.init).toHaveBeenCalledTimes(1);
  expect(mall.container.init).toHaveBeenCalledWith(pageShareScope);
});

it('retries a manifest that does not answer, records the failure, and starts afresh next time', async () => {
  const { mall } = deployMall();
  mall.failManifest(new TypeError('Failed to fetch'));

  await expect(loadRemoteModule('mf_points_mall', './PointsMallPage')).rejects.toThrow(
    'Failed to fetch',
  );
  expect(mall.fetchManifest).toHaveBeenCalledTimes(3);
  expect(recentRemoteFailures().at(-1)).toMatchObject({
    id: 'mf_points_mall',
    lifecycle: 'manifest',
  });

  mall.failManifest(null);
  mall.exports({ title: 'back' });
  await expect(loadRemoteModule('mf_points_mall', './PointsMallPage')).resolves.toEqual({
    title: 'back',
  });
  expect(mall.fetchManifest).toHaveBeenCalledTimes(4);
});

it('refuses an entry script that defines no container', async () => {
  deployMall();
  jest.mocked(loadScript).mockResolvedValue(undefined);
  Reflect.deleteProperty(window, 'mf_points_mall');

  await expect(loadRemoteModule('mf_points_mall', './PointsMallPage')).rejects.toThrow(
    'defined no container named mf_points_mall',
  );
  expect(recentRemoteFailures().at(-1)).toMatchObject({ lifecycle: 'entry' });
});

it('preloads a module: its files are fetched, the module does not run', async () => {
  const { mall } = deployMall();
  const factory = jest.fn(() => ({}));
  mall.container.get.mockResolvedValue(factory);

  await preloadRemoteModule('mf_points_mall', './PointsMallPage');

  expect(mall.container.get).toHaveBeenCalledWith('./PointsMallPage');
  expect(factory).not.toHaveBeenCalled();
});

it('gives up on a remote that does not start in time, and a retry fetches it again', async () => {
  jest.useFakeTimers();
  const { mall } = deployMall();
  mall.fetchManifest.mockImplementation(() => new Promise<Response>(() => undefined));

  const load = loadRemoteModule('mf_points_mall', './PointsMallPage');
  const settled = expect(load).rejects.toThrow(`no answer within ${LOAD_TIMEOUT_MS} ms`);
  await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
  await settled;

  void loadRemoteModule('mf_points_mall', './PointsMallPage').catch(() => undefined);
  expect(mall.fetchManifest).toHaveBeenCalledTimes(2);
});
