import type { Brand } from '../brands/brandRepository.js';
import { brandDay, brandDayInstant, DEFAULT_TIME_ZONE, timeZoneOf } from '../brands/brandTime.js';
import type { LuckyDrawConfig, LuckyDrawPatchable, TicketRules } from '../brands/brandConfig.js';

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The defaults a brand's `luckyDraw` section overrides, key by key. */
export const DEFAULT_LUCKY_DRAW_CONFIG: LuckyDrawConfig = {
  timeZone: DEFAULT_TIME_ZONE,
  lookbackDays: 30,
  wheel: {
    tickets: {
      depositMin: 500,
      validBetPerTicket: 5_000,
      maxBetTicketsPerDay: 3,
      vipLevels: { '1': 1, '3': 2, '5': 3 },
    },
    prizes: [
      { amount: 5, payout: 'CASH', turnover: 0, weight: 24 },
      { amount: 0, payout: 'CASH', turnover: 0, weight: 18 },
      { amount: 10, payout: 'CASH', turnover: 0, weight: 16 },
      { amount: 20, payout: 'BONUS', turnover: 3, weight: 12 },
      { amount: 2, payout: 'CASH', turnover: 0, weight: 16 },
      { amount: 50, payout: 'CASH', turnover: 0, weight: 5 },
      { amount: 0, payout: 'CASH', turnover: 0, weight: 8 },
      { amount: 100, payout: 'BONUS', turnover: 5, weight: 1 },
    ],
  },
  envelope: {
    tickets: {
      depositMin: 1_000,
      validBetPerTicket: 10_000,
      maxBetTicketsPerDay: 2,
      vipLevels: { '2': 1, '4': 2 },
    },
    times: ['12:00', '18:00', '21:00'],
    durationMinutes: 10,
    min: 1,
    max: 88,
  },
};

const rules = (base: TicketRules, own: Partial<TicketRules> | undefined): TicketRules => ({
  ...base,
  ...own,
});

export function luckyDrawConfigOf(brand: Pick<Brand, 'config'>): LuckyDrawConfig {
  const own: LuckyDrawPatchable = brand.config.luckyDraw ?? {};
  const base = DEFAULT_LUCKY_DRAW_CONFIG;
  return {
    timeZone: timeZoneOf(brand.config),
    lookbackDays: own.lookbackDays ?? base.lookbackDays,
    wheel: {
      tickets: rules(base.wheel.tickets, own.wheel?.tickets),
      prizes: (own.wheel?.prizes?.length ? own.wheel.prizes : base.wheel.prizes).map((prize) => ({
        amount: prize.amount,
        payout: prize.payout,
        // A cash prize has no turnover; the operator may leave it out of a bonus's too.
        turnover: prize.payout === 'BONUS' ? (prize.turnover ?? 0) : 0,
        weight: prize.weight,
      })),
    },
    envelope: {
      ...base.envelope,
      ...own.envelope,
      tickets: rules(base.envelope.tickets, own.envelope?.tickets),
    },
  };
}

/** Draws an index with chance weight / sum; `randomInt(max)` answers an integer in [0, max). */
export function drawWeighted(
  weights: readonly number[],
  randomInt: (max: number) => number,
): number {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, Math.floor(weight)), 0);
  if (total <= 0) throw new Error('a draw needs a positive weight');
  let ticket = randomInt(total);
  for (const [index, weight] of weights.entries()) {
    ticket -= Math.max(0, Math.floor(weight));
    if (ticket < 0) return index;
  }
  throw new Error(`random value out of range: ${total}`);
}

/** Tickets a day's valid bet earns (minor units in, a count out). */
export function betTickets(validBetMinor: bigint, tickets: TicketRules): number {
  if (!tickets.validBetPerTicket || tickets.validBetPerTicket <= 0) return 0;
  const per = BigInt(Math.round(tickets.validBetPerTicket * 100));
  const earned = Number(validBetMinor / per);
  return Math.max(0, Math.min(earned, tickets.maxBetTicketsPerDay));
}

export interface EnvelopeWindow {
  start: Date;
  end: Date;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * The envelope rain around `now`: the window open now (or null) and the next one to open.
 * Times are the brand's day; a window that starts before midnight may run into the next day.
 */
export function envelopeWindows(
  now: Date,
  config: Pick<LuckyDrawConfig, 'timeZone'> & {
    envelope: Pick<LuckyDrawConfig['envelope'], 'times' | 'durationMinutes'>;
  },
): { open: EnvelopeWindow | null; next: EnvelopeWindow | null } {
  const { times, durationMinutes } = config.envelope;
  const zone = config.timeZone;
  // Yesterday, today and tomorrow on the brand's calendar (noon ± a day stays on its date).
  const noon = brandDayInstant(zone, brandDay(zone, now), 12 * 60)!.getTime();
  const starts = [-1, 0, 1]
    .map((day) => brandDay(zone, noon + day * DAY_MS))
    .flatMap((day) => times.map((time) => brandDayInstant(zone, day, minutesOf(time))!.getTime()))
    .sort((a, b) => a - b);
  const windowAt = (start: number) => ({
    start: new Date(start),
    end: new Date(start + durationMinutes * MINUTE_MS),
  });
  const at = now.getTime();
  const open = starts.find((start) => start <= at && at < start + durationMinutes * MINUTE_MS);
  const next = starts.find((start) => start > at);
  return {
    open: open === undefined ? null : windowAt(open),
    next: next === undefined ? null : windowAt(next),
  };
}

export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
