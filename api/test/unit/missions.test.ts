import type { MissionConfig } from '../../src/services/brands/brandConfig.js';
import {
  maskUsername,
  measure,
  missionSourceKey,
  periodOf,
  type PeriodStats,
} from '../../src/services/missions/missionsConfig.js';

const mission = (overrides: Partial<MissionConfig>): MissionConfig => ({
  id: 'm',
  period: 'DAILY',
  kind: 'ROUNDS',
  category: null,
  target: 3,
  reward: 5,
  payout: 'CASH',
  turnoverMultiple: 0,
  title: { bn: 'ম', en: 'M' },
  ...overrides,
});

const stats: PeriodStats = {
  rounds: new Map([
    ['RNG', { count: 2, validBetMinor: 15_050n }],
    ['LIVE', { count: 1, validBetMinor: 10_000n }],
  ]),
  deposits: { count: 2, amountMinor: 120_000n },
};

describe('mission periods (UTC)', () => {
  it('a day runs from midnight to midnight', () => {
    const window = periodOf('DAILY', new Date('2026-11-24T23:59:59.999Z'), 'UTC');
    expect(window).toEqual({
      period: 'DAILY',
      key: 'D2026-11-24',
      start: new Date('2026-11-24T00:00:00Z'),
      end: new Date('2026-11-25T00:00:00Z'),
    });
    expect(periodOf('DAILY', new Date('2026-11-25T00:00:00Z'), 'UTC').key).toBe('D2026-11-25');
  });

  it('a week runs Monday to Sunday, named by its Monday, across months and years', () => {
    // Sunday 2026-11-29 is in the week of Monday 23rd; Monday 30th starts the next.
    expect(periodOf('WEEKLY', new Date('2026-11-29T23:00:00Z'), 'UTC').key).toBe('W2026-11-23');
    expect(periodOf('WEEKLY', new Date('2026-11-30T00:00:00Z'), 'UTC').key).toBe('W2026-11-30');
    const newYear = periodOf('WEEKLY', new Date('2027-01-01T12:00:00Z'), 'UTC');
    expect(newYear.key).toBe('W2026-12-28');
    expect(newYear.end).toEqual(new Date('2027-01-04T00:00:00Z'));
  });

  it("follows the brand's zone: Dhaka's day starts at 18:00 UTC the day before", () => {
    const late = periodOf('DAILY', new Date('2026-11-24T17:59:00Z'), 'Asia/Dhaka');
    expect(late).toEqual({
      period: 'DAILY',
      key: 'D2026-11-24',
      start: new Date('2026-11-23T18:00:00Z'),
      end: new Date('2026-11-24T18:00:00Z'),
    });
    expect(periodOf('DAILY', new Date('2026-11-24T18:01:00Z'), 'Asia/Dhaka').key).toBe(
      'D2026-11-25',
    );
    // Sunday 23:59 in Dhaka is Sunday 17:59 UTC; a minute past midnight is Monday's week.
    expect(periodOf('WEEKLY', new Date('2026-11-29T17:59:00Z'), 'Asia/Dhaka').key).toBe(
      'W2026-11-23',
    );
    expect(periodOf('WEEKLY', new Date('2026-11-29T18:01:00Z'), 'Asia/Dhaka').key).toBe(
      'W2026-11-30',
    );
  });

  it('keys a reward by mission and period', () => {
    expect(missionSourceKey('daily-slot-rounds', 'D2026-11-24')).toBe(
      'mission:daily-slot-rounds:D2026-11-24',
    );
  });
});

describe('mission progress', () => {
  it('counts rounds of one category or of every game', () => {
    expect(measure(mission({ category: 'RNG' }), stats)).toEqual({ done: 2n, target: 3n });
    expect(measure(mission({}), stats)).toEqual({ done: 3n, target: 3n });
    expect(measure(mission({ category: 'FISH' }), stats).done).toBe(0n);
  });

  it('sums valid bets and deposits in minor units against a target in major units', () => {
    expect(measure(mission({ kind: 'VALID_BET', target: 250.5 }), stats)).toEqual({
      done: 25_050n,
      target: 25_050n,
    });
    expect(measure(mission({ kind: 'VALID_BET', category: 'LIVE', target: 500 }), stats)).toEqual({
      done: 10_000n,
      target: 50_000n,
    });
    expect(measure(mission({ kind: 'DEPOSIT_COUNT', target: 1 }), stats)).toEqual({
      done: 2n,
      target: 1n,
    });
    expect(measure(mission({ kind: 'DEPOSIT_TOTAL', target: 2000 }), stats)).toEqual({
      done: 120_000n,
      target: 200_000n,
    });
  });
});

describe('maskUsername', () => {
  it('shows the ends only and hides the length', () => {
    expect(maskUsername('demo_member')).toBe('de***er');
    expect(maskUsername('abcdef')).toBe('ab***ef');
    expect(maskUsername('abcde')).toBe('a***e');
    expect(maskUsername('abc')).toBe('a***c');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('রহিম_খান')).toBe('রহ***ান');
  });
});
