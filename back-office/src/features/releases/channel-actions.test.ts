import type { OpsChannel } from '@site/contracts';
import { actionsOf, channelAfter, channelBefore, validPercent } from './channel-actions';

const ref = (version: string) => ({
  version,
  manifestUrl: `https://cdn.test/mf_lottery/${version}/mf-manifest.json`,
});
const health = { sessions: 40, failedSessions: 2 };
const pinnedOnly: OpsChannel = {
  merchantCode: 'PADMA',
  environment: 'production',
  remote: 'mf_lottery',
  pinned: { ...ref('1.1.0'), ...health },
  canary: null,
  lastGood: ref('1.1.0'),
  updatedAt: '2026-12-06T10:00:00.000Z',
};
const withCanary: OpsChannel = {
  ...pinnedOnly,
  canary: {
    ...ref('1.2.0'),
    ...health,
    percent: 25,
    maxFailureRate: 0.2,
    minSessions: 20,
    startedAt: '2026-12-06T10:00:00.000Z',
  },
  lastGood: ref('1.0.0'),
};
const input = { version: '1.3.0', percent: 50 };

describe("a release channel's actions", () => {
  it('offers promote and withdraw with a canary, a rollback with another last good version', () => {
    expect(actionsOf(pinnedOnly)).toEqual(['pin', 'canary']);
    expect(actionsOf(withCanary)).toEqual(['pin', 'canary', 'promote', 'withdraw', 'rollback']);
  });

  it('says what each action leaves, as the API does it', () => {
    expect(channelBefore(withCanary)).toEqual({
      pinned: '1.1.0',
      canary: { version: '1.2.0', percent: 25 },
    });
    expect(channelAfter(withCanary, 'pin', input)).toEqual({
      pinned: '1.3.0',
      canary: { version: '1.2.0', percent: 25 },
    });
    // pinning the canary's own version ends the canary
    expect(channelAfter(withCanary, 'pin', { ...input, version: '1.2.0' }).canary).toBeNull();
    expect(channelAfter(withCanary, 'canary', input)).toEqual({
      pinned: '1.1.0',
      canary: { version: '1.3.0', percent: 50 },
    });
    expect(channelAfter(withCanary, 'promote', input)).toEqual({ pinned: '1.2.0', canary: null });
    expect(channelAfter(withCanary, 'rollback', input)).toEqual({ pinned: '1.0.0', canary: null });
    expect(channelAfter(withCanary, 'withdraw', input)).toEqual({ pinned: '1.1.0', canary: null });
  });

  it('takes a whole share from 1 to 99', () => {
    expect(['1', '50', ' 99 '].every(validPercent)).toBe(true);
    expect(['0', '100', '5.5', '', 'ten'].some(validPercent)).toBe(false);
  });
});
