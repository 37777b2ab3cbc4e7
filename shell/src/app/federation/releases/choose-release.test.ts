import type { RemoteChannel } from '@site/shared';
import { canFallBackToLastGood, chooseRelease, releaseBucket } from './choose-release';

const release = (version: string) => ({
  version,
  manifestUrl: `https://cdn.test/lottery/v/${version}/mf-manifest.json`,
});
const pinnedOnly: RemoteChannel = {
  remote: 'mf_lottery',
  pinned: release('1.0.0'),
  canary: null,
  lastGood: release('1.0.0'),
};
const withCanary = (percent: number): RemoteChannel => ({
  ...pinnedOnly,
  canary: { ...release('2.0.0'), percent },
});
const sessions = Array.from({ length: 4000 }, (_, index) => `session-key-${index}-abcdefgh`);

it('keeps a session on the same version at every start-up (sticky)', () => {
  const channel = withCanary(50);
  for (const session of sessions.slice(0, 200)) {
    const first = chooseRelease(channel, session).version;
    for (let again = 0; again < 3; again += 1)
      expect(chooseRelease(channel, session).version).toBe(first);
  }
});

it('sends the canary its share of sessions', () => {
  for (const percent of [10, 50, 90]) {
    const onCanary = sessions.filter(
      (session) => chooseRelease(withCanary(percent), session).lane === 'canary',
    ).length;
    expect(onCanary / sessions.length).toBeGreaterThan(percent / 100 - 0.03);
    expect(onCanary / sessions.length).toBeLessThan(percent / 100 + 0.03);
  }
});

it('keeps the sessions that had the canary when its share grows', () => {
  const atTen = sessions.filter(
    (session) => chooseRelease(withCanary(10), session).lane === 'canary',
  );
  expect(atTen.length).toBeGreaterThan(0);
  for (const session of atTen) expect(chooseRelease(withCanary(50), session).lane).toBe('canary');
});

it('gives every session the pinned version where the brand has no canary', () => {
  const versions = new Set(sessions.map((session) => chooseRelease(pinnedOnly, session).version));
  expect([...versions]).toEqual(['1.0.0']);
});

it('places a session independently for each remote', () => {
  const same = sessions.filter(
    (session) => releaseBucket(session, 'mf_lottery') === releaseBucket(session, 'mf_lobby'),
  ).length;
  expect(same / sessions.length).toBeLessThan(0.05);
});

it('falls back to the last good version for a version that failed in this session', () => {
  const channel = withCanary(99);
  const session = sessions.find((key) => chooseRelease(channel, key).lane === 'canary')!;

  const again = chooseRelease(channel, session, new Set(['2.0.0']));

  expect(again).toMatchObject({ version: '1.0.0', lane: 'last-good' });
  expect(again.manifestUrl).toBe(release('1.0.0').manifestUrl);
});

it('keeps a failed version when there is nothing better to run', () => {
  const noLastGood = { ...withCanary(99), lastGood: null };
  const session = sessions.find((key) => chooseRelease(noLastGood, key).lane === 'canary')!;
  expect(chooseRelease(noLastGood, session, new Set(['2.0.0'])).version).toBe('2.0.0');
  expect(chooseRelease(pinnedOnly, session, new Set(['1.0.0'])).version).toBe('1.0.0');
});

it('has a version to fall back on only where the last good one is another version', () => {
  const channel = withCanary(99);
  const session = sessions.find((key) => chooseRelease(channel, key).lane === 'canary')!;
  expect(canFallBackToLastGood(chooseRelease(channel, session))).toBe(true);
  expect(canFallBackToLastGood(chooseRelease(channel, session, new Set(['2.0.0'])))).toBe(false);
  expect(canFallBackToLastGood(chooseRelease({ ...channel, lastGood: null }, session))).toBe(false);
  expect(canFallBackToLastGood(null)).toBe(false);
});
