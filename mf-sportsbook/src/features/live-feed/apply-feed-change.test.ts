import type { SportsEventDetail, SportsFeedChange, SportsMarket } from '@site/contracts';
import { applyToEvent, applyToEvents } from './apply-feed-change';

const market = (id: string, eventId = '1'): SportsMarket => ({
  id,
  eventId,
  kind: 'MATCH_WINNER',
  scope: 'MATCH',
  lineQuarters: null,
  state: 'OPEN',
  result: null,
  resultVersion: 0,
  selections: [
    {
      id: `${id}1`,
      marketId: id,
      code: 'HOME',
      name: { bn: 'ক', en: 'A' },
      oddsMilli: 1900,
      priceVersion: 3,
    },
    {
      id: `${id}2`,
      marketId: id,
      code: 'AWAY',
      name: { bn: 'খ', en: 'B' },
      oddsMilli: 1900,
      priceVersion: 3,
    },
  ],
});

const score = { home: 0, away: 0, period: 0, minute: null };
const event: SportsEventDetail = {
  id: '1',
  sport: 'CRICKET',
  competition: { code: 'BPL', name: { bn: 'বিপিএল', en: 'BPL' } },
  format: 'T20',
  home: { code: 'DHK', name: { bn: 'ঢাকা', en: 'Dhaka' } },
  away: { code: 'KHU', name: { bn: 'খুলনা', en: 'Khulna' } },
  startsAt: '2026-12-07T10:00:00.000Z',
  status: 'SCHEDULED',
  suspended: false,
  score,
  marketCount: 2,
  mainMarket: market('10'),
  markets: [market('10'), market('20')],
};

const change = (overrides: Partial<SportsFeedChange>): SportsFeedChange => ({
  seq: '5',
  at: 0,
  events: [],
  markets: [],
  prices: [],
  ...overrides,
});

describe('a feed change applied to what the page shows', () => {
  it('leaves an event it does not touch as it is', () => {
    const other = change({
      prices: [{ id: '991', marketId: '99', eventId: '9', oddsMilli: 2000, priceVersion: 9 }],
    });
    expect(applyToEvent(event, other)).toBe(event);
    const page = { list: [event], total: 1, totalPages: 1 };
    expect(applyToEvents(page, other)).toBe(page);
  });

  it('moves a price of the main market and of the event page, only to a newer version', () => {
    const next = applyToEvent(
      event,
      change({
        prices: [
          { id: '101', marketId: '10', eventId: '1', oddsMilli: 2100, priceVersion: 4 },
          { id: '102', marketId: '10', eventId: '1', oddsMilli: 1500, priceVersion: 2 },
        ],
      }),
    );
    expect(next.mainMarket!.selections.map((s) => s.oddsMilli)).toEqual([2100, 1900]);
    expect(next.markets[0]!.selections[0]).toMatchObject({ oddsMilli: 2100, priceVersion: 4 });
    expect(next.markets[1]).toBe(event.markets[1]);
  });

  it('takes the event status, score and suspension, and a market state', () => {
    const live = { ...score, home: 45, period: 1 };
    const next = applyToEvent(
      event,
      change({
        events: [
          { id: '1', status: 'LIVE', suspended: true, score: live, startsAt: event.startsAt },
        ],
        markets: [{ id: '20', eventId: '1', state: 'SUSPENDED', result: null, resultVersion: 0 }],
      }),
    );
    expect(next).toMatchObject({ status: 'LIVE', suspended: true, score: live });
    expect(next.markets[1]!.state).toBe('SUSPENDED');
    expect(next.markets[0]).toBe(event.markets[0]);
  });

  it('never takes a market back to an older result', () => {
    const resulted = {
      ...event,
      markets: [{ ...market('20'), state: 'RESULTED' as const, resultVersion: 2 }],
    };
    const next = applyToEvent(
      resulted,
      change({
        markets: [{ id: '20', eventId: '1', state: 'OPEN', result: null, resultVersion: 1 }],
      }),
    );
    expect(next.markets[0]!.state).toBe('RESULTED');
  });
});
