import { pickWinners } from '../../src/services/promotions/raffles.js';
import {
  drawInstant,
  isPeriodOf,
  periodAt,
  RAFFLE_DEFAULTS,
  rafflesOf,
} from '../../src/services/promotions/raffleSchedule.js';

const daily = RAFFLE_DEFAULTS; // 22:00 at UTC+6 = 16:00Z
const weekly = { ...RAFFLE_DEFAULTS, period: 'WEEKLY' as const, weekday: 5, drawTime: '20:30' };

describe('raffle periods', () => {
  it('a period is the local day of its draw', () => {
    expect(drawInstant('2026-11-24', daily).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(periodAt(new Date('2026-11-24T10:00:00Z'), daily)).toEqual({
      period: '2026-11-24',
      drawAt: new Date('2026-11-24T16:00:00Z'),
    });
    // At the draw's instant a ticket is for the next draw; after local midnight, too.
    expect(periodAt(new Date('2026-11-24T16:00:00Z'), daily).period).toBe('2026-11-25');
    expect(periodAt(new Date('2026-11-24T18:30:00Z'), daily).period).toBe('2026-11-25');
  });

  it('skips periods drawn early and finds the weekly draw day', () => {
    const now = new Date('2026-11-24T10:00:00Z'); // a Tuesday
    expect(periodAt(now, daily, new Set(['2026-11-24'])).period).toBe('2026-11-25');
    expect(periodAt(now, weekly)).toEqual({
      period: '2026-11-27',
      drawAt: new Date('2026-11-27T14:30:00Z'),
    });
    expect(isPeriodOf('2026-11-27', weekly)).toBe(true);
    expect(isPeriodOf('2026-11-26', weekly)).toBe(false);
    expect(isPeriodOf('2026-02-30', daily)).toBe(false);
    expect(isPeriodOf('26-11-24', daily)).toBe(false);
  });

  it("merges a brand's raffles over the defaults and leaves disabled ones out", () => {
    const raffles = rafflesOf({
      config: { raffles: { DAILY_RAFFLE: { winners: 1 }, WEEKEND: { period: 'WEEKLY' } } },
    } as never);
    expect(raffles.get('DAILY_RAFFLE')).toMatchObject({ winners: 1, drawTime: '22:00' });
    expect(raffles.get('WEEKEND')).toMatchObject({ period: 'WEEKLY', winners: 3 });
    const off = rafflesOf({ config: { raffles: { DAILY_RAFFLE: { enabled: false } } } } as never);
    expect(off.has('DAILY_RAFFLE')).toBe(false);
  });
});

describe('pickWinners', () => {
  it('picks distinct members, never more than asked or than there are', () => {
    const tickets = [
      { id: '1', accountId: 'a' },
      { id: '2', accountId: 'a' },
      { id: '3', accountId: 'b' },
      { id: '4', accountId: 'c' },
    ];
    for (let run = 0; run < 50; run += 1) {
      const two = pickWinners(tickets, 2);
      expect(two).toHaveLength(2);
      expect(new Set(two.map((ticket) => ticket.accountId)).size).toBe(2);
      const all = pickWinners(tickets, 10);
      expect(all.map((ticket) => ticket.accountId).sort()).toEqual(['a', 'b', 'c']);
    }
    expect(pickWinners([], 3)).toEqual([]);
  });
});

describe("raffle draws on the brand's zone (issue 40 item 14)", () => {
  it('draws at 22:00 of the brand day: Dhaka is 16:00 UTC, London 22:00 UTC', () => {
    const london = { ...RAFFLE_DEFAULTS, timeZone: 'Europe/London' };
    expect(drawInstant('2026-11-24', london).toISOString()).toBe('2026-11-24T22:00:00.000Z');
    // 00:01 in Dhaka on the 25th is 18:01 UTC on the 24th: still before London's 22:00 draw.
    const at = new Date('2026-11-24T18:01:00Z');
    expect(periodAt(at, daily).period).toBe('2026-11-25');
    expect(periodAt(at, london).period).toBe('2026-11-24');
  });
});
