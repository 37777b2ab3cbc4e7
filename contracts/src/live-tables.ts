import Type, { type Static, type TSchema } from 'typebox';
import { LocalizedText, Nullable } from './common.js';

/**
 * Shared-round tables (issue 42): live baccarat, European roulette, dragon tiger (category LIVE)
 * and DS88 cockfights (category SPORTS). Every member at a table sees the same round on the
 * server's clock: BETTING until `closesAt`, CLOSED while the cards are dealt (the wheel spins, the
 * cocks fight) until `resultDueAt`, then RESULT and SETTLED, and the next round after the table's
 * pause. Times are ISO strings of the server's clock; `serverTime` lets a page correct its own.
 * Amounts are major units, as everywhere in the API.
 *
 * Spots: baccarat PLAYER, BANKER (5 % commission on a win), TIE (8:1), PLAYER_PAIR,
 * BANKER_PAIR (11:1), player and banker push on a tie; roulette STRAIGHT:n, SPLIT:a-b, STREET:n,
 * CORNER:n, SIX_LINE:n, DOZEN:k, COLUMN:k, RED, BLACK, ODD, EVEN, LOW, HIGH; dragon tiger
 * DRAGON, TIGER (half back on a tie), TIE (8:1); cockfight MERON, WALA at the round's posted
 * odds (returned on a draw), DRAW (8:1).
 */
export const LIVE_TABLE_GAMES = ['BACCARAT', 'ROULETTE', 'DRAGON_TIGER', 'COCKFIGHT'] as const;
export const LIVE_ROUND_STATES = ['BETTING', 'CLOSED', 'RESULT', 'SETTLED'] as const;
export type LiveRoundStateName = (typeof LIVE_ROUND_STATES)[number];

export const LiveTableCode = Type.String({ pattern: '^[A-Z0-9_]{1,40}$' });
export const LiveClientKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
export const LiveSpot = Type.String({ pattern: '^[A-Z0-9_:-]{1,24}$' });

const LiveRoundNo = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });

export const LiveTableParams = Type.Object({ tableCode: LiveTableCode });
export const LivePlacementParams = Type.Object({
  tableCode: LiveTableCode,
  roundNo: LiveRoundNo,
  clientKey: LiveClientKey,
});
/** GET /live/tables/:tableCode/rounds/:roundNo: one round with its result, by number. */
export const LiveRoundParams = Type.Object({ tableCode: LiveTableCode, roundNo: LiveRoundNo });

export const LiveLimit = Type.Object({
  betType: Type.String(),
  min: Type.Number(),
  max: Type.Number(),
});

/** The round now: its public part (the seed's hash, never the seed, until its result). */
export const LiveRound = Type.Object({
  roundNo: Type.Integer(),
  state: Type.Enum(LIVE_ROUND_STATES),
  openedAt: Type.String(),
  closesAt: Type.String(),
  resultDueAt: Type.String(),
  serverSeedHash: Type.String(),
  /** What the table shows before the result: the cockfight's odds ({ meronMilli, walaMilli }). */
  posted: Type.Unknown(),
  /** The engine's outcome once RESULT (cards, number, fight), else null. */
  outcome: Type.Unknown(),
  winner: Nullable(Type.String()),
  /** When the server wrote the result (the push's latency is measured from it). */
  resultedAt: Nullable(Type.String()),
  /** Revealed with the result: sha256(serverSeed) = serverSeedHash. */
  serverSeed: Nullable(Type.String()),
});
export type LiveRound = Static<typeof LiveRound>;

export const LiveTable = Type.Object({
  code: Type.String(),
  game: Type.Enum(LIVE_TABLE_GAMES),
  category: Type.Enum(['LIVE', 'SPORTS']),
  name: LocalizedText,
  bettingSeconds: Type.Number(),
  limits: Type.Array(LiveLimit),
  /** Closed by an operator: the round now finishes, no next one opens until it reopens. */
  paused: Type.Boolean(),
  round: Nullable(LiveRound),
});
export type LiveTable = Static<typeof LiveTable>;

/** A table as the list shows it: its round now and its last results, newest first. */
export const LiveTableCard = Type.Object({
  ...LiveTable.properties,
  lastResults: Type.Array(Type.Object({ roundNo: Type.Integer(), winner: Type.String() })),
});
export type LiveTableCard = Static<typeof LiveTableCard>;

/**
 * GET /live/tables, and the first message (`event: list`) of the brand's list stream
 * (GET /live/tables/stream) on every (re)connect.
 */
export const LiveTableList = Type.Object({
  list: Type.Array(LiveTableCard),
  serverTime: Type.String(),
});
export type LiveTableList = Static<typeof LiveTableList>;

/** The list stream's `event: table`: one table's card whenever it changed. */
export const LiveTableCardChange = Type.Object({
  table: LiveTableCard,
  serverTime: Type.String(),
});
export type LiveTableCardChange = Static<typeof LiveTableCardChange>;

/**
 * A table's state, as the page opens or resumes: the round now, the last results (newest first,
 * each with its revealed seed: the outcome is the engine's play of
 * HMAC-SHA256(serverSeed, `${tableCode}:${roundNo}:${cursor}`)), every member's totals per spot
 * on the round now, and for baccarat the roads.
 */
export const LiveTableState = Type.Object({
  table: LiveTable,
  serverTime: Type.String(),
  results: Type.Array(LiveRound),
  totals: Type.Array(
    Type.Object({ spot: Type.String(), amount: Type.Number(), bets: Type.Integer() }),
  ),
  roads: Nullable(
    Type.Object({
      bead: Type.Array(Type.Array(Type.String())),
      big: Type.Array(
        Type.Object({
          winner: Type.String(),
          ties: Type.Integer(),
          column: Type.Integer(),
          row: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type LiveTableState = Static<typeof LiveTableState>;

/**
 * GET /live/tables/:tableCode/rounds: the table's rounds that have their result (RESULT or
 * SETTLED), newest first, `limit` at a time; the next page is `beforeRoundNo` the answer's
 * `nextBeforeRoundNo` (null once the table's first round is in the list).
 */
export const LiveRoundHistoryQuery = Type.Object(
  {
    beforeRoundNo: Type.Optional(LiveRoundNo),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);
export type LiveRoundHistoryQuery = Static<typeof LiveRoundHistoryQuery>;

export const LiveRoundHistory = Type.Object({
  list: Type.Array(LiveRound),
  nextBeforeRoundNo: Nullable(Type.Integer()),
});
export type LiveRoundHistory = Static<typeof LiveRoundHistory>;

/** POST /live/tables/:tableCode/placements: chips on the round now, at most 20 spots. */
export const placeLiveChipsBody = (amount: TSchema) =>
  Type.Object(
    {
      roundNo: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
      clientKey: LiveClientKey,
      chips: Type.Array(Type.Object({ spot: LiveSpot, amount }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 20,
      }),
    },
    { additionalProperties: false },
  );

export const LivePlacement = Type.Object({
  clientKey: Type.String(),
  roundNo: Type.Integer(),
  state: Type.Enum(['PLACED', 'UNDONE', 'SETTLED']),
  total: Type.Number(),
  /** What it returned (stakes included) once SETTLED. */
  paidReturn: Type.Number(),
  chips: Type.Array(
    Type.Object({
      spot: Type.String(),
      amount: Type.Number(),
      paidReturn: Nullable(Type.Number()),
    }),
  ),
  createdAt: Type.String(),
});
export type LivePlacement = Static<typeof LivePlacement>;

/** GET /live/tables/:tableCode/mine: the member's placements on the round now and the last. */
export const LiveMyBets = Type.Object({
  roundNo: Nullable(Type.Integer()),
  placements: Type.Array(LivePlacement),
});
export type LiveMyBets = Static<typeof LiveMyBets>;

export const LiveStreamQuery = Type.Object({});

/** The refusals of a placement or an undo, by code, for the pages' messages. */
export const LIVE_TABLE_ERROR_MESSAGES = {
  LIVE_TABLE_NOT_FOUND: { en: 'This table is not open', bn: 'এই টেবিলটি খোলা নেই' },
  LIVE_ROUND_NOT_FOUND: {
    en: 'This table has no such round with its result out',
    bn: 'এই টেবিলে ফলাফলসহ এমন কোনো রাউন্ড নেই',
  },
  LIVE_ROUND_NOT_CURRENT: {
    en: 'That round is over; bet on the new one',
    bn: 'সেই রাউন্ড শেষ; নতুন রাউন্ডে বাজি ধরুন',
  },
  LIVE_BETTING_CLOSED: { en: 'No more bets', bn: 'আর বাজি নেওয়া হচ্ছে না' },
  LIVE_BET_SPOT_INVALID: { en: 'No such bet at this table', bn: 'এই টেবিলে এমন বাজি নেই' },
  LIVE_BET_BELOW_LIMIT: { en: 'Below the table minimum', bn: 'টেবিলের সর্বনিম্ন সীমার নিচে' },
  LIVE_BET_ABOVE_LIMIT: { en: 'Above the table maximum', bn: 'টেবিলের সর্বোচ্চ সীমার বেশি' },
  LIVE_PLACEMENT_NOT_FOUND: { en: 'No such bet of yours', bn: 'আপনার এমন কোনো বাজি নেই' },
  LIVE_PLACEMENT_SETTLED: { en: 'This bet is settled', bn: 'এই বাজির নিষ্পত্তি হয়ে গেছে' },
} as const;
export type LiveTableErrorCode = keyof typeof LIVE_TABLE_ERROR_MESSAGES;
