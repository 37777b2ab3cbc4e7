import { SPORTS, type Sport } from '@site/contracts';
import {
  marketKey,
  type FeedEventRef,
  type FeedEventUpdate,
  type FeedFixture,
  type FeedMarketUpdate,
  type FeedOpeningMarket,
  type TradableFeedProvider,
} from '../feedProvider.js';
import { marketsOf, type MarketDef } from './markets.js';
import { priceMarkets } from './pricing.js';
import {
  cloneState,
  playMatch,
  rulesOf,
  scoreOf,
  type Frame,
  type MatchState,
  type SportRules,
} from './simulation.js';
import { COMPETITIONS, type Team } from './teams.js';

export interface HouseFeedOptions {
  /** A fixture per sport every this long (the sports' slots are staggered). */
  fixtureIntervalMs: number;
  /** Markets stay suspended this long after a goal, a wicket, a map or set end. */
  suspendMs: number;
  /** Playouts per price (more: steadier prices, more work at each change of the score). */
  pricingRuns: number;
  /** The bookmaker's margin, sports and esports. */
  margin: { sport: number; esport: number };
}

export const DEFAULT_HOUSE_FEED_OPTIONS: HouseFeedOptions = {
  fixtureIntervalMs: 20 * 60_000,
  suspendMs: 8_000,
  pricingRuns: 150,
  margin: { sport: 0.05, esport: 0.06 },
};

const ESPORTS = new Set<Sport>(['MLBB', 'PUBGM', 'DOTA2', 'CS2', 'VALORANT']);

/** FNV-1a: a fixture's seed and picks from its id, the same on every process. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

interface Match {
  rules: SportRules;
  initial: MatchState;
  frames: Frame[];
  markets: MarketDef[];
  /** The prices of the frame last priced. */
  priced: { frame: number; odds: Map<string, ReadonlyMap<string, number>>; decided: Set<string> };
}

/**
 * The house feed: fixtures on a fixed schedule per sport, each played by a seeded simulation
 * on the server's clock (house/simulation.ts), priced by playing it out (house/pricing.ts).
 * Every process computes the same match from the same fixture; only the writer with the lease
 * writes it down.
 */
export class HouseFeed implements TradableFeedProvider {
  readonly name = 'HOUSE';
  readonly #matches = new Map<string, Match>();

  constructor(private readonly options: HouseFeedOptions = DEFAULT_HOUSE_FEED_OPTIONS) {}

  #marginOf(sport: Sport): number {
    return ESPORTS.has(sport) ? this.options.margin.esport : this.options.margin.sport;
  }

  /** A slot's fixture: its competition, teams and strengths follow from its id. */
  #fixtureAt(sport: Sport, slot: number, startsAt: Date): FeedFixture {
    const externalId = `${sport}-${slot}`;
    const seed = hash(externalId);
    const competitions = COMPETITIONS[sport];
    const competition = competitions[seed % competitions.length]!;
    const teams = competition.teams;
    const homeIndex = (seed >>> 4) % teams.length;
    const awayIndex = (homeIndex + 1 + ((seed >>> 8) % (teams.length - 1))) % teams.length;
    return {
      externalId,
      sport,
      competition: { code: competition.code, name: competition.name },
      format: competition.format,
      startsAt,
      seed,
      home: teams[homeIndex]!,
      away: teams[awayIndex]!,
    };
  }

  async openingMarkets(fixture: FeedFixture): Promise<FeedOpeningMarket[]> {
    const match = this.#match(fixture);
    const prices = priceMarkets(match.rules, match.initial, match.markets, {
      runs: this.options.pricingRuns,
      seed: fixture.seed,
      margin: this.#marginOf(fixture.sport),
    });
    // Kept only while the match plays (update() plays it again then).
    this.#matches.delete(fixture.externalId);
    return match.markets.map((market, index) => ({
      kind: market.kind,
      scope: market.scope,
      lineQuarters: market.lineQuarters,
      selections: market.selections.map((selection) => ({
        ...selection,
        oddsMilli: prices[index]!.odds.get(selection.code)!,
      })),
    }));
  }

  async fixtures(from: Date, until: Date): Promise<FeedFixture[]> {
    const interval = this.options.fixtureIntervalMs;
    const fixtures: FeedFixture[] = [];
    SPORTS.forEach((sport, index) => {
      // The sports' slots are staggered across the interval.
      const offset = Math.floor((interval * index) / SPORTS.length);
      const first = Math.ceil((from.getTime() - offset) / interval);
      for (let slot = first; slot * interval + offset <= until.getTime(); slot++)
        fixtures.push(this.#fixtureAt(sport, slot, new Date(slot * interval + offset)));
    });
    return fixtures;
  }

  /** The match a fixture plays (computed once per process, dropped when it ends). */
  #match(event: FeedEventRef): Match {
    let match = this.#matches.get(event.externalId);
    if (!match) {
      const rules = rulesOf(event.sport, event.format);
      const strength = {
        home: ((event.seed % 1000) / 1000 - 0.5) * 0.7,
        away: (((event.seed >>> 10) % 1000) / 1000 - 0.5) * 0.7,
      };
      const initial = rules.initial(strength, event.format);
      match = {
        rules,
        initial,
        frames: playMatch(rules, initial, event.seed),
        markets: marketsOf(event.home as Team, event.away as Team, initial),
        priced: { frame: -1, odds: new Map(), decided: new Set() },
      };
      this.#matches.set(event.externalId, match);
    }
    return match;
  }

  /** The frame the match is at `now` (-1 before kick-off). */
  #frameAt(match: Match, elapsedMs: number): number {
    let low = -1;
    let high = match.frames.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high + 1) / 2);
      if (match.frames[middle]!.atMs <= elapsedMs) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  async update(event: FeedEventRef, now: Date): Promise<FeedEventUpdate | null> {
    const match = this.#match(event);
    const elapsed = now.getTime() - event.startsAt.getTime();
    const frameIndex = this.#frameAt(match, elapsed);
    if (frameIndex < 0) return null;
    const frame = match.frames[frameIndex]!;
    if (frame.state.over) {
      this.#matches.delete(event.externalId);
      return this.#settled(match, frame.state);
    }
    if (match.priced.frame !== frameIndex) {
      const prices = priceMarkets(match.rules, frame.state, match.markets, {
        runs: this.options.pricingRuns,
        seed: event.seed ^ Math.imul(frameIndex + 1, 0x9e3779b1),
        margin: this.#marginOf(event.sport),
      });
      match.priced = { frame: frameIndex, odds: new Map(), decided: new Set() };
      match.markets.forEach((market, index) => {
        match.priced.odds.set(marketKey(market), prices[index]!.odds);
        if (prices[index]!.decided) match.priced.decided.add(marketKey(market));
      });
    }
    // Markets stay suspended a while after a major event.
    let suspended = false;
    for (let index = frameIndex; index >= 0; index--) {
      const past = match.frames[index]!;
      if (elapsed - past.atMs > this.options.suspendMs) break;
      if (past.major) suspended = true;
    }
    const markets = new Map<string, FeedMarketUpdate>();
    for (const market of match.markets) {
      const key = marketKey(market);
      if (market.decided(frame.state))
        markets.set(key, { state: 'SETTLED', result: market.fact(frame.state) });
      else
        markets.set(key, {
          state: suspended || match.priced.decided.has(key) ? 'SUSPENDED' : 'OPEN',
          odds: match.priced.odds.get(key)!,
        });
    }
    return { status: 'LIVE', score: scoreOf(frame.state), markets };
  }

  #settled(match: Match, end: MatchState): FeedEventUpdate {
    const markets = new Map<string, FeedMarketUpdate>();
    for (const market of match.markets)
      markets.set(marketKey(market), { state: 'SETTLED', result: market.fact(end) });
    return { status: 'ENDED', score: scoreOf(end), markets };
  }

  finish(event: FeedEventRef, score: { home: number; away: number }, now: Date): FeedEventUpdate {
    const match = this.#match(event);
    const frameIndex = this.#frameAt(match, now.getTime() - event.startsAt.getTime());
    const end = cloneState(frameIndex < 0 ? match.initial : match.frames[frameIndex]!.state);
    end.over = true;
    end.home = score.home;
    end.away = score.away;
    // Cricket's headline is each side's runs: its innings say the same.
    for (const innings of end.cricket?.innings ?? [])
      innings.runs = innings.side === 'HOME' ? score.home : score.away;
    if (end.cricket && score.home === score.away) end.cricket.tieWinner = 'HOME';
    this.#matches.delete(event.externalId);
    return this.#settled(match, end);
  }
}
