import type { SportsMarketResult } from '@site/contracts';
import type { MarketDef } from './markets.js';
import { playOut, seeded, type MatchState, type SportRules } from './simulation.js';

/**
 * The house feed's prices: the match is played out `runs` times from its current state (the
 * sport's own step function, so prices move with the score: a wicket, a goal, a map lost), and
 * each selection's fair odds are those at which a bet on it returns its stake on average over
 * those endings, quarter lines and dead heats counted as they settle. The bookmaker's margin
 * then shortens every price by the same factor; odds are rounded down to a price a page shows.
 */

export const MIN_ODDS_MILLI = 1_010;
export const MAX_ODDS_MILLI = 500_000;
/** A selection this likely to win leaves its market nothing to trade: the feed suspends it. */
const DECIDED = 0.985;

/**
 * What a unit stake on `code` returns as a multiple of the odds (`win`) and as money back
 * (`back`), for a market's result: a whole win is win 1; a push back 1; a quarter line's half
 * win is win ½ + back ½; a dead heat of k is win 1/k.
 */
export function unitReturn(
  market: Pick<MarketDef, 'lineQuarters'>,
  code: string,
  result: SportsMarketResult,
): { win: number; back: number } {
  const line = market.lineQuarters;
  if (line === null) {
    const won = result.winners.includes(code);
    return { win: won ? 1 / result.winners.length : 0, back: 0 };
  }
  let margin: number;
  if (code === 'OVER' || code === 'UNDER') {
    const over = 4 * (result.total ?? 0) - line;
    margin = code === 'OVER' ? over : -over;
  } else {
    const diff = 4 * ((result.home ?? 0) - (result.away ?? 0)) + line;
    margin = code === 'HOME' ? diff : -diff;
  }
  // A quarter line is two half stakes, on the lines a quarter either side.
  const halves = Math.abs(line) % 2 === 1 ? [margin - 1, margin + 1] : [margin, margin];
  let win = 0;
  let back = 0;
  for (const half of halves) {
    if (half > 0) win += 0.5;
    else if (half === 0) back += 0.5;
  }
  return { win, back };
}

/** A displayable price at most `odds` (two decimals under 10, one under 100, whole above). */
export function roundDownOdds(odds: number): number {
  const step = odds < 10 ? 10 : odds < 100 ? 100 : 1_000;
  const milli = Math.floor((odds * 1_000) / step) * step;
  return Math.min(MAX_ODDS_MILLI, Math.max(MIN_ODDS_MILLI, milli));
}

export interface MarketPrices {
  /** Odds × 1000 by selection code. */
  odds: Map<string, number>;
  /** The market is as good as decided: it trades no more. */
  decided: boolean;
}

/** Prices every market of a match from its state (`runs` playouts seeded by `seed`). */
export function priceMarkets(
  rules: SportRules,
  state: MatchState,
  markets: readonly MarketDef[],
  options: { runs: number; seed: number; margin: number },
): MarketPrices[] {
  const rng = seeded(options.seed);
  const endings = Array.from({ length: options.runs }, () => playOut(rules, state, rng));
  return markets.map((market) => {
    const results = endings
      .map((ending) => market.fact(ending))
      .filter((result): result is SportsMarketResult => result !== null);
    const odds = new Map<string, number>();
    let decided = results.length === 0;
    for (const selection of market.selections) {
      let win = 0;
      let back = 0;
      for (const result of results) {
        const unit = unitReturn(market, selection.code, result);
        win += unit.win;
        back += unit.back;
      }
      const count = Math.max(1, results.length);
      // A tiny floor keeps an outcome no playout reached at the longest price, not infinite.
      const winShare = Math.max(win / count, 0.001);
      const fair = Math.max(0, 1 - back / count) / winShare;
      if (winShare / Math.max(1e-9, 1 - back / count) >= DECIDED) decided = true;
      odds.set(selection.code, roundDownOdds(fair / (1 + options.margin)));
    }
    return { odds, decided };
  });
}
