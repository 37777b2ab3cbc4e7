import type { MissionConfig, MissionsConfig } from '../brands/brandConfig.js';
import { brandPeriod } from '../brands/brandTime.js';
import type { Brand } from '../brands/brandRepository.js';

/**
 * What a brand without its own `missions` settings offers: three daily and three weekly
 * missions, one of each kind, the first reachable in a few spins of a slot.
 */
export const DEFAULT_MISSIONS_CONFIG: MissionsConfig = {
  leaderboardSize: 20,
  list: [
    {
      id: 'daily-slot-rounds',
      period: 'DAILY',
      kind: 'ROUNDS',
      category: 'RNG',
      target: 3,
      reward: 5,
      payout: 'CASH',
      turnoverMultiple: 0,
      title: { bn: '৩টি স্লট রাউন্ড খেলুন', en: 'Play 3 slot rounds' },
    },
    {
      id: 'daily-valid-bet',
      period: 'DAILY',
      kind: 'VALID_BET',
      category: null,
      target: 500,
      reward: 10,
      payout: 'CASH',
      turnoverMultiple: 0,
      title: { bn: '৳৫০০ বৈধ বাজি ধরুন', en: 'Bet ৳500 in valid bets' },
    },
    {
      id: 'daily-deposit',
      period: 'DAILY',
      kind: 'DEPOSIT_COUNT',
      category: null,
      target: 1,
      reward: 10,
      payout: 'BONUS',
      turnoverMultiple: 3,
      title: { bn: 'আজ একবার ডিপোজিট করুন', en: 'Deposit once today' },
    },
    {
      id: 'weekly-rounds',
      period: 'WEEKLY',
      kind: 'ROUNDS',
      category: null,
      target: 50,
      reward: 20,
      payout: 'CASH',
      turnoverMultiple: 0,
      title: { bn: 'যেকোনো গেমের ৫০টি রাউন্ড খেলুন', en: 'Play 50 rounds of any game' },
    },
    {
      id: 'weekly-valid-bet',
      period: 'WEEKLY',
      kind: 'VALID_BET',
      category: null,
      target: 5000,
      reward: 50,
      payout: 'BONUS',
      turnoverMultiple: 5,
      title: { bn: '৳৫,০০০ বৈধ বাজি ধরুন', en: 'Bet ৳5,000 in valid bets' },
    },
    {
      id: 'weekly-deposit-total',
      period: 'WEEKLY',
      kind: 'DEPOSIT_TOTAL',
      category: null,
      target: 2000,
      reward: 30,
      payout: 'CASH',
      turnoverMultiple: 0,
      title: { bn: 'এই সপ্তাহে মোট ৳২,০০০ ডিপোজিট করুন', en: 'Deposit ৳2,000 in total this week' },
    },
  ],
};

export const missionsConfigOf = (brand: Pick<Brand, 'config'>): MissionsConfig => ({
  ...DEFAULT_MISSIONS_CONFIG,
  ...(brand.config.missions ?? {}),
});

export interface MissionPeriodWindow {
  period: MissionConfig['period'];
  /** `D2026-11-24` (the day) or `W2026-11-23` (the week's Monday), on the brand's calendar. */
  key: string;
  start: Date;
  end: Date;
}

/**
 * The day or the week (Monday to Sunday) holding `now` on the calendar of the brand's zone
 * (brandTime.ts). A reward is keyed by the period's key, so a brand that changes its zone
 * never pays a mission twice for one day: the day's key is the same under either zone.
 */
export function periodOf(
  period: MissionConfig['period'],
  now: Date,
  zone: string,
): MissionPeriodWindow {
  const window = brandPeriod(zone, period, now);
  return {
    period,
    key: `${period === 'DAILY' ? 'D' : 'W'}${window.key}`,
    start: window.start,
    end: window.end,
  };
}

/** The reward key of a mission in a period: one reward per mission and period. */
export const missionSourceKey = (missionId: string, periodKey: string) =>
  `mission:${missionId}:${periodKey}`;

/** What a period's records add up to, per game category for rounds; minor units. */
export interface PeriodStats {
  rounds: Map<string, { count: number; validBetMinor: bigint }>;
  deposits: { count: number; amountMinor: bigint };
}

const majorToMinor = (major: number) => BigInt(Math.round(major * 100));

/**
 * A mission's progress and target in its own unit: minor units for money kinds, a count for
 * the others. The progress is not capped (the view caps it).
 */
export function measure(
  mission: MissionConfig,
  stats: PeriodStats,
): { done: bigint; target: bigint } {
  const rounds = [...stats.rounds.entries()]
    .filter(([category]) => mission.category === null || category === mission.category)
    .map(([, value]) => value);
  switch (mission.kind) {
    case 'VALID_BET':
      return {
        done: rounds.reduce((sum, value) => sum + value.validBetMinor, 0n),
        target: majorToMinor(mission.target),
      };
    case 'ROUNDS':
      return {
        done: BigInt(rounds.reduce((sum, value) => sum + value.count, 0)),
        target: BigInt(mission.target),
      };
    case 'DEPOSIT_COUNT':
      return { done: BigInt(stats.deposits.count), target: BigInt(mission.target) };
    case 'DEPOSIT_TOTAL':
      return { done: stats.deposits.amountMinor, target: majorToMinor(mission.target) };
  }
}

export const isMoneyKind = (kind: MissionConfig['kind']) =>
  kind === 'VALID_BET' || kind === 'DEPOSIT_TOTAL';

/** A username as others see it on the leaderboard: its ends only, the length hidden. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
