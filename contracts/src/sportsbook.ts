import Type, { type Static } from 'typebox';
import { ListOf, LocalizedText, Nullable, PageOf, SingleLineText, paging } from './common.js';

/**
 * The sportsbook's feed (issue 43 items 2, 3 and 6): sports, events, markets and prices, read
 * under `/sportsbook/...` and pushed by `GET /sportsbook/stream`; the operators' feed commands
 * under `/ops/sportsbook/...`.
 *
 * Prices are integers, decimal odds × 1000 (`oddsMilli`: 1.85 is 1850). Lines are integers in
 * quarters (`lineQuarters`: −0.25 is −1, 2.75 is 11); a handicap's line is the home side's, the
 * away side takes its negation; a total's line is the total.
 */

export const SPORTS = [
  'CRICKET',
  'FOOTBALL',
  'KABADDI',
  'BASKETBALL',
  'TENNIS',
  'MLBB',
  'PUBGM',
  'DOTA2',
  'CS2',
  'VALORANT',
] as const;
export type Sport = (typeof SPORTS)[number];
export const ESPORTS: readonly Sport[] = ['MLBB', 'PUBGM', 'DOTA2', 'CS2', 'VALORANT'];
/** Which product line a sport belongs to: `/sports` or `/esports`. */
export const sportLine = (sport: Sport): 'SPORT' | 'ESPORT' =>
  ESPORTS.includes(sport) ? 'ESPORT' : 'SPORT';

export const SPORTS_EVENT_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED', 'VOID'] as const;
export type SportsEventStatus = (typeof SPORTS_EVENT_STATUSES)[number];

/**
 * Markets and their selection codes:
 * - MATCH_WINNER: HOME, DRAW (1X2 sports: football), AWAY.
 * - ASIAN_HANDICAP (goals, points; the home line), TOTAL (goals, points, runs): HOME/AWAY, OVER/UNDER.
 * - INNINGS_RUNS (scope INNINGS_1 or INNINGS_2: the runs of that innings), SESSION_RUNS (scope
 *   `I<innings>_OVERS_<from>_<to>`: the runs of those overs of that innings): OVER, UNDER.
 * - TOP_BATSMAN (scope MATCH): one selection per batsman, code H1…H11 (home) or A1…A11 (away).
 * - MAP_WINNER (scope MAP_<n>): HOME, AWAY. MAP_HANDICAP (maps won; the home line): HOME, AWAY.
 * - TOTAL_KILLS (scope MATCH or MAP_<n>): OVER, UNDER.
 */
export const SPORTS_MARKET_KINDS = [
  'MATCH_WINNER',
  'ASIAN_HANDICAP',
  'TOTAL',
  'INNINGS_RUNS',
  'SESSION_RUNS',
  'TOP_BATSMAN',
  'MAP_WINNER',
  'MAP_HANDICAP',
  'TOTAL_KILLS',
] as const;
export type SportsMarketKind = (typeof SPORTS_MARKET_KINDS)[number];
/** OPEN ↔ SUSPENDED → CLOSED → RESULTED; VOID from any state before RESULTED (database-enforced). */
export const SPORTS_MARKET_STATES = ['OPEN', 'SUSPENDED', 'CLOSED', 'RESULTED', 'VOID'] as const;
export type SportsMarketState = (typeof SPORTS_MARKET_STATES)[number];
/** Markets with a line (`lineQuarters` not null) and how it is read. */
export const HANDICAP_MARKET_KINDS: readonly SportsMarketKind[] = [
  'ASIAN_HANDICAP',
  'MAP_HANDICAP',
];
export const TOTAL_MARKET_KINDS: readonly SportsMarketKind[] = [
  'TOTAL',
  'INNINGS_RUNS',
  'SESSION_RUNS',
  'TOTAL_KILLS',
];

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const Side = Type.Enum(['HOME', 'AWAY']);
const Count = Type.Integer({ minimum: 0, maximum: 100_000 });
export const OddsMilli = Type.Integer({ minimum: 1001, maximum: 1_000_000 });

/**
 * A resulted market's fact, as the feed reports it; turning it into a selection's WIN, LOSE,
 * PUSH, HALF_WIN, HALF_LOSE is the settlement's rule (`sportsbook-bets`).
 * - `winners`: the winning selection codes of a market without a line (more than one: a dead
 *   heat, e.g. two top batsmen on the same runs); empty for markets with a line.
 * - `home`, `away`: the scope's figures of a handicap market (goals, points, maps won).
 * - `total`: the figure of a total market (goals, points, runs, kills).
 */
export const SportsMarketResult = Type.Object({
  winners: Type.Array(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }), { maxItems: 30 }),
  home: Nullable(Count),
  away: Nullable(Count),
  total: Nullable(Count),
});
export type SportsMarketResult = Static<typeof SportsMarketResult>;

/** A cricket innings: the batting side's runs, wickets and legal balls bowled. */
export const CricketInnings = Type.Object({
  side: Side,
  runs: Count,
  wickets: Type.Integer({ minimum: 0, maximum: 10 }),
  balls: Count,
});
/**
 * An event's score. `home`, `away`: the headline (goals, points, runs, maps or sets won);
 * `period`: the half, quarter, innings, map or set being played (0 before the start);
 * `minute`: the match clock of timed sports. The sport's detail is in `cricket`, `esports` or
 * `tennis`.
 */
export const SportsScore = Type.Object({
  home: Count,
  away: Count,
  period: Count,
  minute: Nullable(Count),
  cricket: Type.Optional(
    Type.Object({
      overs: Type.Integer(),
      innings: Type.Array(CricketInnings),
      target: Nullable(Count),
    }),
  ),
  esports: Type.Optional(
    Type.Object({
      bestOf: Type.Integer(),
      /** Each map played or being played: the sides' kills and its winner once over. */
      maps: Type.Array(Type.Object({ home: Count, away: Count, winner: Nullable(Side) })),
    }),
  ),
  tennis: Type.Optional(
    Type.Object({
      bestOf: Type.Integer(),
      /** Games per set (the last one being played). */
      sets: Type.Array(Type.Object({ home: Count, away: Count })),
      /** The current game's points: 0, 15, 30, 40, AD. */
      points: Type.Object({ home: Type.String(), away: Type.String() }),
      server: Side,
    }),
  ),
});
export type SportsScore = Static<typeof SportsScore>;

export const SportsTeam = Type.Object({ code: Type.String(), name: LocalizedText });
export type SportsTeam = Static<typeof SportsTeam>;

export const SportsSelection = Type.Object({
  id: Id,
  marketId: Id,
  code: Type.String(),
  name: LocalizedText,
  oddsMilli: OddsMilli,
  /** Counts this selection's price changes: a slip priced on an older one is refused. */
  priceVersion: Type.Integer({ minimum: 1 }),
});
export type SportsSelection = Static<typeof SportsSelection>;

export const SportsMarket = Type.Object({
  id: Id,
  eventId: Id,
  kind: Type.Enum(SPORTS_MARKET_KINDS),
  /** MATCH, INNINGS_<n>, I<n>_OVERS_<from>_<to>, MAP_<n>. */
  scope: Type.String(),
  lineQuarters: Nullable(Type.Integer()),
  state: Type.Enum(SPORTS_MARKET_STATES),
  result: Nullable(SportsMarketResult),
  /** 0 before a result, 1 at the first, + 1 at each correction. */
  resultVersion: Type.Integer({ minimum: 0 }),
  selections: Type.Array(SportsSelection),
});
export type SportsMarket = Static<typeof SportsMarket>;

export const SportsEvent = Type.Object({
  id: Id,
  sport: Type.Enum(SPORTS),
  competition: Type.Object({ code: Type.String(), name: LocalizedText }),
  /** T20, ODI, BO3, BO5, 90_MIN, 40_MIN, 48_MIN, …: how long the match is. */
  format: Type.String(),
  home: SportsTeam,
  away: SportsTeam,
  startsAt: Type.String({ format: 'date-time' }),
  status: Type.Enum(SPORTS_EVENT_STATUSES),
  /** An operator suspended the whole event: none of its markets takes bets. */
  suspended: Type.Boolean(),
  score: SportsScore,
  /** How many of its markets are OPEN or SUSPENDED. */
  marketCount: Type.Integer(),
  /** The match winner market, for lists. */
  mainMarket: Nullable(SportsMarket),
});
export type SportsEvent = Static<typeof SportsEvent>;

export const SportsEventDetail = Type.Object({
  ...SportsEvent.properties,
  markets: Type.Array(SportsMarket),
});
export type SportsEventDetail = Static<typeof SportsEventDetail>;

/** GET /sportsbook/sports: each sport with its live and upcoming event counts. */
export const SportCount = Type.Object({
  sport: Type.Enum(SPORTS),
  line: Type.Enum(['SPORT', 'ESPORT']),
  live: Type.Integer(),
  upcoming: Type.Integer(),
});
export type SportCount = Static<typeof SportCount>;
export const SportCounts = ListOf(SportCount);
export type SportCounts = Static<typeof SportCounts>;

/** GET /sportsbook/events: by sport (optional), live, upcoming or both, by start time. */
export const SportsEventsQuery = Type.Object({
  sport: Type.Optional(Type.Enum(SPORTS)),
  line: Type.Optional(Type.Enum(['SPORT', 'ESPORT'])),
  when: Type.Enum(['LIVE', 'UPCOMING', 'ALL'], { default: 'ALL' }),
  ...paging(20),
});
export type SportsEventsQuery = Static<typeof SportsEventsQuery>;
export const SportsEventsPage = PageOf(SportsEvent);
export type SportsEventsPage = Static<typeof SportsEventsPage>;

export const SportsEventParams = Type.Object({ eventId: Id });
export const SportsMarketParams = Type.Object({ marketId: Id });
export const SportsSelectionParams = Type.Object({ selectionId: Id });

/**
 * The push (`GET /sportsbook/stream`, server-sent events): each message's `id` is the change
 * number (`seq`) it brings the page up to; a page that reconnects sends it back
 * (`Last-Event-ID`, or `?after=` on a first connection after a snapshot) and receives every row
 * changed since, in its current state. Message `change` carries a SportsFeedChange; `reset` (no
 * data) tells the page its resume point is too old and it should load the lists again. A market
 * or selection the page does not know (a new session market) means: reload that event.
 */
export const SportsStreamQuery = Type.Object({
  after: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$' })),
  /** Only these events (comma-separated ids, at most 50); all when absent. */
  events: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}(,[1-9][0-9]{0,17}){0,49}$' })),
});
export type SportsStreamQuery = Static<typeof SportsStreamQuery>;
export const SportsEventChange = Type.Object({
  id: Id,
  status: Type.Enum(SPORTS_EVENT_STATUSES),
  suspended: Type.Boolean(),
  score: SportsScore,
  startsAt: Type.String(),
});
export const SportsMarketChange = Type.Object({
  id: Id,
  eventId: Id,
  state: Type.Enum(SPORTS_MARKET_STATES),
  result: Nullable(SportsMarketResult),
  resultVersion: Type.Integer(),
});
export const SportsPriceChange = Type.Object({
  id: Id,
  marketId: Id,
  eventId: Id,
  oddsMilli: OddsMilli,
  priceVersion: Type.Integer(),
});
export const SportsFeedChange = Type.Object({
  seq: Type.String(),
  /** When the feed wrote it (ms since the epoch), for the fan-out's latency. */
  at: Type.Integer(),
  events: Type.Array(SportsEventChange),
  markets: Type.Array(SportsMarketChange),
  prices: Type.Array(SportsPriceChange),
});
export type SportsFeedChange = Static<typeof SportsFeedChange>;

/* Operator commands (`/ops/sportsbook/...`), each audited with its reason. */

export const SportsOpsReason = Type.Object({
  reason: SingleLineText({ minLength: 3, maxLength: 200 }),
});
export type SportsOpsReason = Static<typeof SportsOpsReason>;
/** Move a price by hand (house feed); null hands it back to the pricing model. */
export const SportsOpsPrice = Type.Object({
  reason: SportsOpsReason.properties.reason,
  oddsMilli: Nullable(OddsMilli),
});
export type SportsOpsPrice = Static<typeof SportsOpsPrice>;
/**
 * Finish an event (house feed) with its final headline score; every market is closed and
 * resulted from it (and the simulation's figures where the headline does not say, as innings
 * runs), save those named in `results`, which take the fact given. A market that cannot be
 * resulted (a map never played) is voided.
 */
export const SportsOpsFinish = Type.Object({
  reason: SportsOpsReason.properties.reason,
  home: Count,
  away: Count,
  results: Type.Optional(
    Type.Array(Type.Object({ marketId: Id, result: SportsMarketResult }), { maxItems: 100 }),
  ),
});
export type SportsOpsFinish = Static<typeof SportsOpsFinish>;
/** Correct a resulted market's fact (result_version + 1; the bets resettle once). */
export const SportsOpsCorrect = Type.Object({
  reason: SportsOpsReason.properties.reason,
  result: SportsMarketResult,
});
export type SportsOpsCorrect = Static<typeof SportsOpsCorrect>;
