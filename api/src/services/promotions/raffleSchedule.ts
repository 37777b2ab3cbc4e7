import type { Brand } from '../brands/brandRepository.js';
import type { RaffleConfig } from '../brands/brandConfig.js';

/** What a raffle named in a brand's `raffles` gets for each setting it leaves out. */
export const RAFFLE_DEFAULTS: RaffleConfig = {
  enabled: true,
  period: 'DAILY',
  drawTime: '22:00',
  weekday: 5,
  utcOffsetMinutes: 360,
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
    const config = { ...RAFFLE_DEFAULTS, ...DEFAULT_RAFFLES[code], ...own[code] };
    if (config.enabled) raffles.set(code, config);
  }
  return raffles;
}

const DAY_MS = 86_400_000;
const PERIOD = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The draw's instant of a period (`YYYY-MM-DD`, the local day of the draw). */
export function drawInstant(period: string, config: RaffleConfig): Date {
  if (!PERIOD.test(period)) throw new RangeError(`not a period: ${period}`);
  const [hours, minutes] = config.drawTime.split(':').map(Number) as [number, number];
  const midnight = Date.parse(`${period}T00:00:00Z`);
  return new Date(midnight + (hours * 60 + minutes - config.utcOffsetMinutes) * 60_000);
}

/** A string that names a real period of this raffle (a real day, the weekly draw's weekday). */
export function isPeriodOf(period: string, config: RaffleConfig): boolean {
  if (!PERIOD.test(period)) return false;
  const midnight = Date.parse(`${period}T00:00:00Z`);
  if (Number.isNaN(midnight) || dayOf(midnight) !== period) return false;
  return config.period === 'DAILY' || new Date(midnight).getUTCDay() === config.weekday;
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
  const localDay = Date.parse(
    `${dayOf(now.getTime() + config.utcOffsetMinutes * 60_000)}T00:00:00Z`,
  );
  for (let day = 0; day < 30; day += 1) {
    const period = dayOf(localDay + day * DAY_MS);
    if (!isPeriodOf(period, config) || closed.has(period)) continue;
    const drawAt = drawInstant(period, config);
    if (drawAt.getTime() > now.getTime()) return { period, drawAt };
  }
  throw new RangeError('no raffle period in the next 30 days');
}
