import type { RemoteChannels } from '@site/shared';
import { loadRemoteChannels } from './load-remote-channels';
import { getRemoteChannels } from './remote-channels.resource';

jest.mock('./remote-channels.resource', () => ({ getRemoteChannels: jest.fn() }));
const channelsCall = jest.mocked(getRemoteChannels);

const deployment = {
  apiBaseUrl: '/',
  releases: { environment: 'production', origins: ['https://cdn.test'] },
};
const answer: RemoteChannels = {
  environment: 'production',
  remotes: [
    {
      remote: 'mf_lottery',
      pinned: { version: '1.0.0', manifestUrl: 'https://cdn.test/v/1.0.0/mf-manifest.json' },
      canary: null,
      lastGood: null,
    },
  ],
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

beforeEach(() => {
  channelsCall.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('asks for the channels of this host and environment', async () => {
  channelsCall.mockResolvedValue(answer);
  await expect(loadRemoteChannels(deployment, memoryStorage())).resolves.toEqual(answer);
  expect(channelsCall).toHaveBeenCalledWith({
    url: window.location.host,
    environment: 'production',
  });
});

it('runs on the last answer when the registry cannot be reached, and on nothing before one', async () => {
  const storage = memoryStorage();
  channelsCall.mockRejectedValueOnce(new Error('offline'));
  await expect(loadRemoteChannels(deployment, storage)).resolves.toBeNull();

  channelsCall.mockResolvedValueOnce(answer);
  await loadRemoteChannels(deployment, storage);
  channelsCall.mockRejectedValueOnce(new Error('503'));
  await expect(loadRemoteChannels(deployment, storage)).resolves.toEqual(answer);
});

it('asks nothing of a deployment without a registry', async () => {
  await expect(
    loadRemoteChannels({ apiBaseUrl: '/', remotes: { mf_lottery: 'http://x/m.json' } }),
  ).resolves.toBeNull();
  expect(channelsCall).not.toHaveBeenCalled();
});
