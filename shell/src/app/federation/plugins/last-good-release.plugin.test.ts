import type { ChosenRelease } from '../releases/choose-release';
import { lastGoodReleasePlugin } from './last-good-release.plugin';

const ref = (version: string) => ({
  version,
  manifestUrl: `https://cdn.test/lottery/v/${version}/mf-manifest.json`,
});
const canary: ChosenRelease = { ...ref('2.0.0'), lane: 'canary', lastGood: ref('1.0.0') };
const lastGood: ChosenRelease = { ...ref('1.0.0'), lane: 'last-good', lastGood: ref('1.0.0') };
const page = { default: () => null };

type ErrorHook = (args: object) => Promise<unknown>;

/** The plugin over a registry of one remote, whose runtime loads what `loadFrom` gives per version. */
function setUp(loadFrom: (version: string) => unknown) {
  let current: ChosenRelease = canary;
  const switched: string[] = [];
  const plugin = lastGoodReleasePlugin({
    releaseOf: (remote) => (remote === 'mf_lottery' ? current : null),
    switchToLastGood: (remote) => {
      switched.push(remote);
      current = lastGood;
    },
  });
  const origin = { loadRemote: jest.fn(async () => loadFrom(current.version)) };
  const failed = (lifecycle = 'onLoad') =>
    (plugin.errorLoadRemote as unknown as ErrorHook)({
      id: 'mf_lottery/LotteryPage',
      lifecycle,
      error: new Error('RUNTIME-008 Failed to load script resources.'),
      remote: { name: 'mf_lottery' },
      origin,
    });
  return { failed, origin, switched, current: () => current };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('loads the module again from the last good version when the chosen one fails', async () => {
  const { failed, origin, switched, current } = setUp((version) =>
    version === '1.0.0' ? page : undefined,
  );

  await expect(failed()).resolves.toBe(page);

  expect(switched).toEqual(['mf_lottery']);
  expect(current().version).toBe('1.0.0');
  expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  expect(origin.loadRemote).toHaveBeenCalledWith('mf_lottery/LotteryPage');
});

it('tries once: a last good version that fails too leaves the fallback', async () => {
  const fallbackAnswer = { default: () => null, loadError: new Error('down') };
  const { failed, origin } = setUp(() => fallbackAnswer);

  await expect(failed()).resolves.toBeUndefined();
  // the session now runs the last good version, which is not retried again
  await expect(failed()).resolves.toBeUndefined();
  expect(origin.loadRemote).toHaveBeenCalledTimes(1);
});

it('does nothing for a remote without a release, for the last good version itself, or before the load', async () => {
  const { failed, origin } = setUp(() => page);
  const plugin = lastGoodReleasePlugin({ releaseOf: () => lastGood, switchToLastGood: jest.fn() });

  await expect(failed('afterResolve')).resolves.toBeUndefined();
  await expect(
    (plugin.errorLoadRemote as unknown as ErrorHook)({
      id: 'mf_lottery/LotteryPage',
      lifecycle: 'onLoad',
      remote: { name: 'mf_lottery' },
      origin,
    }),
  ).resolves.toBeUndefined();
  const direct = lastGoodReleasePlugin({ releaseOf: () => null, switchToLastGood: jest.fn() });
  await expect(
    (direct.errorLoadRemote as unknown as ErrorHook)({
      id: 'mf_outside/Page',
      lifecycle: 'onLoad',
      origin,
    }),
  ).resolves.toBeUndefined();
  expect(origin.loadRemote).not.toHaveBeenCalled();
});
