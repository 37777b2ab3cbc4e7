import type {
  LocalizedText,
  Sport,
  SportsEventStatus,
  SportsMarketKind,
  SportsMarketResult,
  SportsScore,
} from '@site/contracts';

/**
 * Where the sportsbook's events, prices and results come from (issue 43 item 2). The house feed
 * (house/houseFeed.ts) is the local default, as the outbox is for SMS; a real feed is one more
 * implementation. The feed writer (feedWriter.ts) owns the database: it asks the provider for
 * fixtures and for the state of the events in play, and writes only what changed, respecting
 * what operators did (a trader's suspension, price or void stays).
 */
export interface SportsFeedProvider {
  /** Stored as the events' `provider`; one writer per name at a time (a lease). */
  readonly name: string;
  /** The fixtures that start between `from` and `until`. */
  fixtures(from: Date, until: Date): Promise<FeedFixture[]>;
  /** A new fixture's markets and opening prices (asked once, when the writer stores it). */
  openingMarkets(fixture: FeedFixture): Promise<FeedOpeningMarket[]>;
  /** The current state of an event that has started (null: nothing to say yet). */
  update(event: FeedEventRef, now: Date): Promise<FeedEventUpdate | null>;
}

/** A provider that can also end an event by an operator's word (the house feed's trader control). */
export interface TradableFeedProvider extends SportsFeedProvider {
  /** The event ended now with this headline score: every market's result (null: void). */
  finish(event: FeedEventRef, score: { home: number; away: number }, now: Date): FeedEventUpdate;
}

export interface FeedMarketKey {
  kind: SportsMarketKind;
  scope: string;
  lineQuarters: number | null;
}

export interface FeedFixture extends FeedEventRef {
  competition: { code: string; name: LocalizedText };
}

export interface FeedOpeningMarket extends FeedMarketKey {
  selections: { code: string; name: LocalizedText; oddsMilli: number }[];
}

/** What the writer passes back to the provider about a stored event. */
export interface FeedEventRef {
  externalId: string;
  sport: Sport;
  format: string;
  startsAt: Date;
  seed: number;
  home: { code: string; name: LocalizedText };
  away: { code: string; name: LocalizedText };
}

/**
 * A market's state as the provider sees it: trading (OPEN or SUSPENDED, with its prices by
 * selection code) or SETTLED with its result (null: it was not played and is void).
 */
export type FeedMarketUpdate =
  | { state: 'OPEN' | 'SUSPENDED'; odds: ReadonlyMap<string, number> }
  | { state: 'SETTLED'; result: SportsMarketResult | null };

export interface FeedEventUpdate {
  status: Exclude<SportsEventStatus, 'VOID'>;
  score: SportsScore;
  /** By `marketKey` (kind:scope:line). */
  markets: ReadonlyMap<string, FeedMarketUpdate>;
}

export const marketKey = (market: FeedMarketKey) =>
  `${market.kind}:${market.scope}:${market.lineQuarters ?? ''}`;
