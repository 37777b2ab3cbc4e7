import { lastGoodManifestPlugin } from './last-good-manifest.plugin';

const MANIFEST_URL = 'http://cdn.test/lottery/mf-manifest.json';
const manifest = { metaData: { name: 'mf_lottery' }, exposes: [], shared: [] };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

type Hook = (...args: never[]) => unknown;
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name]!;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('answers a manifest that failed with the last one that loaded', async () => {
  const plugin = lastGoodManifestPlugin(memoryStorage());
  hook(plugin, 'afterLoadManifest')({ manifestUrl: MANIFEST_URL, manifestJson: manifest } as never);

  const answer = await hook(
    plugin,
    'errorLoadRemote',
  )({
    id: MANIFEST_URL,
    lifecycle: 'afterResolve',
    error: new Error('503'),
  } as never);

  expect(answer).toEqual(manifest);
});

it('has nothing to offer for a manifest never loaded, nor for a failure after the manifest', async () => {
  const plugin = lastGoodManifestPlugin(memoryStorage());
  hook(plugin, 'afterLoadManifest')({ manifestUrl: MANIFEST_URL, manifestJson: manifest } as never);

  const neverLoaded = hook(
    plugin,
    'errorLoadRemote',
  )({
    id: 'http://cdn.test/other/mf-manifest.json',
    lifecycle: 'afterResolve',
  } as never);
  const moduleFailed = hook(
    plugin,
    'errorLoadRemote',
  )({
    id: MANIFEST_URL,
    lifecycle: 'onLoad',
  } as never);

  expect(await neverLoaded).toBeUndefined();
  expect(await moduleFailed).toBeUndefined();
});

it('keeps neither a failed nor a cached answer as the last good one', () => {
  const storage = memoryStorage();
  const plugin = lastGoodManifestPlugin(storage);
  hook(
    plugin,
    'afterLoadManifest',
  )({
    manifestUrl: MANIFEST_URL,
    manifestJson: manifest,
    error: new Error('bad json'),
  } as never);
  hook(
    plugin,
    'afterLoadManifest',
  )({
    manifestUrl: MANIFEST_URL,
    manifestJson: manifest,
    cached: true,
  } as never);

  expect(storage.getItem(`mf-last-good:${MANIFEST_URL}`)).toBeNull();
});
