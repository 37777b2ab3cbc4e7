import {
  LOAD_TIMEOUT_MS,
  NETWORK_RETRIES,
  retryAndTimeoutPlugin,
} from './retry-and-timeout.plugin';

type Plugin = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  createScript: (args: object) => unknown;
};
const plugin = () => retryAndTimeoutPlugin() as unknown as Plugin;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

it('fetches a manifest again after a network failure, with a time-out on each request', async () => {
  const manifest = { metaData: {}, exposes: [], shared: [] };
  const fetchMock = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response(JSON.stringify(manifest), { status: 200 }));
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);

  const response = await plugin().fetch('http://cdn.test/mf-manifest.json', {});

  expect(await response.json()).toEqual(manifest);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  const init = fetchMock.mock.calls[0][1] as RequestInit;
  expect(init.signal).toBeInstanceOf(AbortSignal);
  expect(init.cache).toBe('no-cache');
}, 10_000);

it('gives up after its retries', async () => {
  const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);

  await expect(plugin().fetch('http://cdn.test/mf-manifest.json', {})).rejects.toThrow();
  expect(fetchMock).toHaveBeenCalledTimes(NETWORK_RETRIES + 1);
}, 10_000);

it('gives every entry script the load time-out', () => {
  expect(plugin().createScript({ url: 'http://cdn.test/remoteEntry.js' })).toEqual({
    timeout: LOAD_TIMEOUT_MS,
  });
});
