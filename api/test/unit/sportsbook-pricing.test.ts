import { SPORTS } from '@site/contracts';
import { marketsOf } from '../../src/services/sportsbook/house/markets.js';
import {
  priceMarkets,
  roundDownOdds,
  unitReturn,
} from '../../src/services/sportsbook/house/pricing.js';
import { playMatch, SPORT_RULES } from '../../src/services/sportsbook/house/simulation.js';
import { COMPETITIONS } from '../../src/services/sportsbook/house/teams.js';

/**
 * The house feed's pricing and simulations, pure: how a unit stake returns on quarter lines
 * and dead heats (the fair price follows from it), odds rounded down within bounds, and every
 * sport's match played to an end that results every market, the same for the same seed.
 */
const result = (
  home: number | null,
  away: number | null,
  total: number | null,
  winners: string[] = [],
) => ({
  winners,
  home,
  away,
  total,
});

describe('unitReturn', () => {
  it('splits a quarter handicap into two half stakes', () => {
    // Home −0.25 (−1 quarter): a draw loses half, a win wins both halves.
    expect(unitReturn({ lineQuarters: -1 }, 'HOME', result(1, 1, 2))).toEqual({
      win: 0,
      back: 0.5,
    });
    expect(unitReturn({ lineQuarters: -1 }, 'AWAY', result(1, 1, 2))).toEqual({
      win: 0.5,
      back: 0.5,
    });
    expect(unitReturn({ lineQuarters: -1 }, 'HOME', result(2, 1, 3))).toEqual({ win: 1, back: 0 });
    // Home −1 (whole line): a one-goal win is a push.
    expect(unitReturn({ lineQuarters: -4 }, 'HOME', result(2, 1, 3))).toEqual({ win: 0, back: 1 });
  });

  it('splits a quarter total, and pays a dead heat its share', () => {
    // Over 2.75 (11 quarters) with three goals: half on 2.5 wins, half on 3 is a push.
    expect(unitReturn({ lineQuarters: 11 }, 'OVER', result(null, null, 3))).toEqual({
      win: 0.5,
      back: 0.5,
    });
    expect(unitReturn({ lineQuarters: 11 }, 'UNDER', result(null, null, 3))).toEqual({
      win: 0,
      back: 0.5,
    });
    expect(unitReturn({ lineQuarters: null }, 'H3', result(null, null, 40, ['H3', 'A1']))).toEqual({
      win: 0.5,
      back: 0,
    });
  });
});

it('rounds odds down to a shown price, within bounds', () => {
  expect(roundDownOdds(1.857)).toBe(1_850);
  expect(roundDownOdds(12.37)).toBe(12_300);
  expect(roundDownOdds(1.0)).toBe(1_010);
  expect(roundDownOdds(10_000)).toBe(500_000);
});

describe.each(SPORTS)('%s', (sport) => {
  const competition = COMPETITIONS[sport][0]!;
  const rules = SPORT_RULES[sport].find((candidate) => candidate.format === competition.format)!;
  const [home, away] = competition.teams;
  const initial = rules.initial({ home: 0.1, away: -0.1 }, competition.format);

  it('plays to an end that results or voids every market, the same for the same seed', () => {
    const frames = playMatch(rules, initial, 12345);
    expect(playMatch(rules, initial, 12345)).toEqual(frames);
    const end = frames.at(-1)!.state;
    expect(end.over).toBe(true);
    for (const market of marketsOf(home!, away!, initial)) {
      expect(market.decided(end)).toBe(true);
      const fact = market.fact(end);
      if (fact && market.lineQuarters === null) expect(fact.winners.length).toBeGreaterThan(0);
    }
  });

  it('prices every selection with the margin: the book is over 100 %', () => {
    const markets = marketsOf(home!, away!, initial);
    const prices = priceMarkets(rules, initial, markets, { runs: 60, seed: 7, margin: 0.05 });
    const main = prices[0]!;
    const book = [...main.odds.values()].reduce((sum, odds) => sum + 1_000 / odds, 0);
    expect(book).toBeGreaterThan(1);
    for (const market of prices)
      for (const odds of market.odds.values()) expect(odds).toBeGreaterThanOrEqual(1_010);
  });
});
