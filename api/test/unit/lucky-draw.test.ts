import { brandDay } from '../../src/services/brands/brandTime.js';
import {
  betTickets,
  DEFAULT_LUCKY_DRAW_CONFIG,
  drawWeighted,
  envelopeWindows,
} from '../../src/services/lucky-draw/luckyDrawConfig.js';

/** A seeded generator (mulberry32): the same sequence on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

describe('weighted draw', () => {
  it('walks the weights: every value of the generator lands on exactly one segment', () => {
    const weights = [3, 0, 1, 6];
    const hits = Array.from({ length: 10 }, (_, value) => drawWeighted(weights, () => value));
    expect(hits).toEqual([0, 0, 0, 2, 3, 3, 3, 3, 3, 3]);
  });

  it('comes up in proportion to the weights over many seeded draws', () => {
    const weights = DEFAULT_LUCKY_DRAW_CONFIG.wheel.prizes.map((prize) => prize.weight);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const random = seeded(20261124);
    const draws = 60_000;
    const counts = new Array<number>(weights.length).fill(0);
    for (let i = 0; i < draws; i += 1) counts[drawWeighted(weights, random)]! += 1;
    for (const [index, weight] of weights.entries()) {
      const expected = (weight / total) * draws;
      // Within five standard deviations of the binomial mean.
      const sd = Math.sqrt(draws * (weight / total) * (1 - weight / total));
      expect(Math.abs(counts[index]! - expected)).toBeLessThan(5 * sd + 1);
    }
  });

  it('never draws a zero weight and refuses a wheel with no weight', () => {
    const random = seeded(7);
    for (let i = 0; i < 1_000; i += 1) expect(drawWeighted([0, 5, 0, 5], random) % 2).toBe(1);
    expect(() => drawWeighted([0, 0], random)).toThrow();
    expect(() => drawWeighted([1, 1], () => 2)).toThrow(/out of range/);
  });
});

describe('tickets from a day of valid bets', () => {
  const rules = { ...DEFAULT_LUCKY_DRAW_CONFIG.wheel.tickets, validBetPerTicket: 100 };
  it('gives one per whole step, up to the day cap, none when off', () => {
    expect(betTickets(9_999n, { ...rules, maxBetTicketsPerDay: 5 })).toBe(0);
    expect(betTickets(10_000n, { ...rules, maxBetTicketsPerDay: 5 })).toBe(1);
    expect(betTickets(35_050n, { ...rules, maxBetTicketsPerDay: 5 })).toBe(3);
    expect(betTickets(10_000_000n, { ...rules, maxBetTicketsPerDay: 5 })).toBe(5);
    expect(betTickets(10_000_000n, { ...rules, validBetPerTicket: null })).toBe(0);
  });

  it("counts the brand's day, not UTC's", () => {
    expect(brandDay('Asia/Dhaka', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(brandDay('Asia/Dhaka', new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24');
    expect(brandDay('Europe/London', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-24');
  });
});

describe('envelope rain windows', () => {
  const config = (times: string[], durationMinutes = 10) => ({
    timeZone: 'Asia/Dhaka',
    envelope: { times, durationMinutes },
  });

  it('is open from the start time for its length, in the brand time zone', () => {
    // 12:00 in Dhaka is 06:00 UTC.
    const at = (iso: string) => envelopeWindows(new Date(iso), config(['12:00', '21:00']));
    expect(at('2026-11-24T05:59:59Z').open).toBeNull();
    expect(at('2026-11-24T05:59:59Z').next?.start.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(at('2026-11-24T06:00:00Z').open).toEqual({
      start: new Date('2026-11-24T06:00:00Z'),
      end: new Date('2026-11-24T06:10:00Z'),
    });
    expect(at('2026-11-24T06:09:59Z').open).not.toBeNull();
    expect(at('2026-11-24T06:10:00Z').open).toBeNull();
    expect(at('2026-11-24T06:10:00Z').next?.start.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it("runs across the brand's midnight and names tomorrow's first window after the last", () => {
    const late = config(['23:55'], 10);
    // 23:55 Dhaka = 17:55 UTC; at 00:02 Dhaka the window of the day before is still open.
    const open = envelopeWindows(new Date('2026-11-24T18:02:00Z'), late).open;
    expect(open?.start.toISOString()).toBe('2026-11-24T17:55:00.000Z');
    const next = envelopeWindows(new Date('2026-11-24T18:06:00Z'), late);
    expect(next.open).toBeNull();
    expect(next.next?.start.toISOString()).toBe('2026-11-25T17:55:00.000Z');
  });

  it("follows the brand's zone: 12:00 in London is 12:00 UTC in winter", () => {
    const london = { ...config(['12:00']), timeZone: 'Europe/London' };
    expect(
      envelopeWindows(new Date('2026-11-24T11:00:00Z'), london).next?.start.toISOString(),
    ).toBe('2026-11-24T12:00:00.000Z');
  });

  it('has no window without times', () => {
    expect(envelopeWindows(new Date(), config([]))).toEqual({ open: null, next: null });
  });
});
