import type { Brand } from '../brands/brandRepository.js';
import type { RaffleConfig } from '../brands/brandConfig.js';
import {
  brandDay,
  brandDayInstant,
  brandWeekday,
  DEFAULT_TIME_ZONE,
  timeZoneOf,
} from '../brands/brandTime.js';

/** What a raffle named in a brand's `raffles` gets for each setting it leaves out. */
export const RAFFLE_DEFAULTS: RaffleConfig = {
  enabled: true,
  period: 'DAILY',
  drawTime: '22:00',
  weekday: 5,
  timeZone: DEFAULT_TIME_ZONE,
  winners: 3,
  prizeAmount: 100,
  payout: 'CASH',
  turnoverMultiple: 0,
  ticketsPerMember: 1,
};

/** The seeded DAILY_RAFFLE ("one free ticket per member, draw at 22:00") is a raffle by default. */
export const DEFAULT_RAFFLES: Record<string, Partial<RaffleConfig>> = { DAILY_RAFFLE: {} };

/** The brand's raffles by promotion code, with defaults filled in (disabled ones left out). */
export function rafflesOf(brand: Pick<Brand, 'config'>): Map<string, RaffleConfig> {
  const own = brand.config.raffles ?? {};
  const raffles = new Map<string, RaffleConfig>();
  for (const code of new Set([...Object.keys(DEFAULT_RAFFLES), ...Object.keys(own)])) {
    const config = {
      ...RAFFLE_DEFAULTS,
      ...DEFAULT_RAFFLES[code],
      ...own[code],
      // The brand's one zone (issue 40 item 14), whatever an older raffle setting said.
      timeZone: timeZoneOf(brand.config),
    };
    if (config.enabled) raffles.set(code, config);
  }
  return raffles;
}

const DAY_MS = 86_400_000;

/** The draw's instant of a period (`YYYY-MM-DD`, the brand's day of the draw). */
export function drawInstant(period: string, config: RaffleConfig): Date {
  const [hours, minutes] = config.drawTime.split(':').map(Number) as [number, number];
  const drawAt = brandDayInstant(config.timeZone, period, hours * 60 + minutes);
  if (!drawAt) throw new RangeError(`not a period: ${period}`);
  return drawAt;
}

/** A string that names a real period of this raffle (a real day, the weekly draw's weekday). */
export function isPeriodOf(period: string, config: RaffleConfig): boolean {
  const midnight = brandDayInstant(config.timeZone, period);
  if (!midnight) return false;
  return config.period === 'DAILY' || brandWeekday(config.timeZone, midnight) === config.weekday;
}

/**
 * The period a ticket taken at `now` is for: the first draw strictly after `now` (a ticket at
 * the very instant of a draw is for the next one), skipping periods in `closed` (drawn early).
 */
export function periodAt(
  now: Date,
  config: RaffleConfig,
  closed: ReadonlySet<string> = new Set(),
): { period: string; drawAt: Date } {
  const zone = config.timeZone;
  // Noon of the brand's today: adding whole days stays on each day's date across summer time.
  const noon = brandDayInstant(zone, brandDay(zone, now), 12 * 60)!.getTime();
  for (let day = 0; day < 30; day += 1) {
    const period = brandDay(zone, noon + day * DAY_MS);
    if (!isPeriodOf(period, config) || closed.has(period)) continue;
    const drawAt = drawInstant(period, config);
    if (drawAt.getTime() > now.getTime()) return { period, drawAt };
  }
  throw new RangeError('no raffle period in the next 30 days');
}
