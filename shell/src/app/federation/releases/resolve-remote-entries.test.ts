import type { RemoteChannels } from '@site/shared';
import { resolveRemoteEntries } from './resolve-remote-entries';

const CDN = 'https://cdn.test';
const manifest = (remote: string, version: string, origin = CDN) =>
  `${origin}/${remote}/v/${version}/mf-manifest.json`;
const channels: RemoteChannels = {
  environment: 'production',
  remotes: [
    {
      remote: 'mf_lottery',
      pinned: { version: '1.0.0', manifestUrl: manifest('mf_lottery', '1.0.0') },
      canary: null,
      lastGood: { version: '1.0.0', manifestUrl: manifest('mf_lottery', '1.0.0') },
    },
    {
      remote: 'mf_lobby',
      pinned: { version: '3.1.0', manifestUrl: manifest('mf_lobby', '3.1.0', 'https://evil.test') },
      canary: null,
      lastGood: null,
    },
  ],
};
const deployment = {
  apiBaseUrl: '/',
  releases: { environment: 'production', origins: [CDN] },
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('loads each remote at its channel’s version, only from the hosts the deployment lists', () => {
  const entries = resolveRemoteEntries({
    deployment,
    channels,
    session: 'a-session-key-123456',
    failed: new Set(),
  });

  expect(entries['mf_lottery']).toMatchObject({
    manifestUrl: manifest('mf_lottery', '1.0.0'),
    release: { version: '1.0.0', lane: 'pinned' },
  });
  expect(entries['mf_lobby']).toBeUndefined();
});

it('lets a manifest named in the deployment file win over the channel', () => {
  const entries = resolveRemoteEntries({
    deployment: { ...deployment, remotes: { mf_lottery: 'http://localhost:9/mf-manifest.json' } },
    channels,
    session: 'a-session-key-123456',
    failed: new Set(),
  });
  expect(entries['mf_lottery']).toEqual({
    manifestUrl: 'http://localhost:9/mf-manifest.json',
    release: null,
  });
});

it('starts a session on the last good version of a release that failed in it', () => {
  const withCanary: RemoteChannels = {
    ...channels,
    remotes: [
      {
        ...channels.remotes[0]!,
        canary: { version: '2.0.0', manifestUrl: manifest('mf_lottery', '2.0.0'), percent: 99 },
      },
    ],
  };
  const session = 'session-on-the-canary-0';
  const fresh = resolveRemoteEntries({
    deployment,
    channels: withCanary,
    session,
    failed: new Set(),
  });
  expect(fresh['mf_lottery']?.release?.lane).toBe('canary');

  const after = resolveRemoteEntries({
    deployment,
    channels: withCanary,
    session,
    failed: new Set(['mf_lottery@2.0.0']),
  });
  expect(after['mf_lottery']?.release).toMatchObject({ version: '1.0.0', lane: 'last-good' });
});

it('loads nothing without channels or remotes', () => {
  expect(
    resolveRemoteEntries({
      deployment,
      channels: null,
      session: 'x'.repeat(20),
      failed: new Set(),
    }),
  ).toEqual({});
});
