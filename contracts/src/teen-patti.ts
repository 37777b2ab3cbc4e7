import Type, { type Static } from 'typebox';
import { Nullable } from './common.js';

/**
 * Teen patti between members (issue 42 item 4): tables, seats, the member's actions and the
 * table as that member may see it. Amounts are major units, as everywhere in the API; the
 * rules are the engine's (house-games/src/engines/teenPatti).
 */

export const TeenPattiTableParams = Type.Object(
  { tableId: Type.String({ pattern: '^[0-9]{1,18}$' }) },
  { additionalProperties: false },
);
export type TeenPattiTableParams = Static<typeof TeenPattiTableParams>;

export const TeenPattiHandParams = Type.Object(
  { handId: Type.String({ pattern: '^[0-9]{1,18}$' }) },
  { additionalProperties: false },
);
export type TeenPattiHandParams = Static<typeof TeenPattiHandParams>;

export const TeenPattiTable = Type.Object({
  id: Type.String(),
  name: Type.String(),
  seats: Type.Integer({ minimum: 2, maximum: 5 }),
  boot: Type.Number(),
  /** No raise lifts the stake (a blind player's chaal) above this. */
  maxStake: Type.Number(),
  /** Blind chaals a player may make before they must see their cards. */
  maxBlindChaals: Type.Integer(),
  /** The house's share of each pot, in basis points (500 = 5 %). */
  rakeBasisPoints: Type.Integer(),
  turnSeconds: Type.Integer(),
  seated: Type.Integer(),
  playing: Type.Boolean(),
  /** Closed by an operator: the hand in play finishes, no next one is dealt until it reopens. */
  paused: Type.Boolean(),
});
export type TeenPattiTable = Static<typeof TeenPattiTable>;

export const TeenPattiTableList = Type.Object({ list: Type.Array(TeenPattiTable) });
export type TeenPattiTableList = Static<typeof TeenPattiTableList>;

/** POST …/sit: a seat number, or the first free seat. */
export const TeenPattiSitBody = Type.Object(
  { seat: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })) },
  { additionalProperties: false },
);
export type TeenPattiSitBody = Static<typeof TeenPattiSitBody>;

/** POST …/ready: deal me in to the next hands (a player the timer packed sits out until then). */
export const TeenPattiReadyBody = Type.Object(
  { ready: Type.Boolean() },
  { additionalProperties: false },
);
export type TeenPattiReadyBody = Static<typeof TeenPattiReadyBody>;

export const TEEN_PATTI_ACTIONS = [
  'SEE',
  'CHAAL',
  'RAISE',
  'PACK',
  'SHOW',
  'SIDE_SHOW',
  'SIDE_SHOW_ACCEPT',
  'SIDE_SHOW_REFUSE',
] as const;
export type TeenPattiAction = (typeof TEEN_PATTI_ACTIONS)[number];

/**
 * POST …/act: one action of the member in the table's current hand. The same `actionKey`
 * again answers the table and changes nothing.
 */
export const TeenPattiActBody = Type.Object(
  {
    actionKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    action: Type.Enum(TEEN_PATTI_ACTIONS),
  },
  { additionalProperties: false },
);
export type TeenPattiActBody = Static<typeof TeenPattiActBody>;

export const TEEN_PATTI_PLAYER_STATUSES = ['BLIND', 'SEEN', 'PACKED'] as const;

const Card = Type.String({ pattern: '^[2-9TJQKA][SHDC]$' });

export const TeenPattiHandPlayer = Type.Object({
  seat: Type.Integer(),
  you: Type.Boolean(),
  status: Type.Enum(TEEN_PATTI_PLAYER_STATUSES),
  staked: Type.Number(),
  /** Chaals played blind this hand: at the table's maxBlindChaals a blind player must see. */
  blindChaals: Type.Integer(),
  /** Only the member's own cards once seen, and the cards of a show once the hand is over. */
  cards: Nullable(Type.Array(Card)),
  /** The hand's name when its cards are shown (TRAIL … HIGH_CARD). */
  handCategory: Nullable(Type.String()),
});

export const TeenPattiHand = Type.Object({
  id: Type.String(),
  handNo: Type.Integer(),
  state: Type.Enum(['PLAYING', 'FINISHED']),
  pot: Type.Number(),
  stake: Type.Number(),
  turnSeat: Nullable(Type.Integer()),
  turnDeadline: Nullable(Type.String()),
  sideShow: Nullable(Type.Object({ fromSeat: Type.Integer(), toSeat: Type.Integer() })),
  players: Type.Array(TeenPattiHandPlayer),
  /** What the member's chaal and raise cost now (null when not in the hand). */
  yourChaal: Nullable(Type.Number()),
  yourRaise: Nullable(Type.Number()),
  winnerSeat: Nullable(Type.Integer()),
  endedBy: Nullable(Type.Enum(['LAST_STANDING', 'SHOW'])),
  rake: Nullable(Type.Number()),
  /** The deck's commitment before the deal; the seed itself once the hand is over. */
  serverSeedHash: Type.String(),
  serverSeed: Nullable(Type.String()),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
});
export type TeenPattiHand = Static<typeof TeenPattiHand>;

export const TeenPattiTableState = Type.Object({
  table: TeenPattiTable,
  /** Goes up with every change of the table: the push's resume point. */
  version: Type.String(),
  seats: Type.Array(
    Type.Object({
      seat: Type.Integer(),
      /** The seated member's username as the other players see it (masked: `ra***im`). */
      name: Type.String(),
      you: Type.Boolean(),
      ready: Type.Boolean(),
    }),
  ),
  yourSeat: Nullable(Type.Integer()),
  /** The commitment to the next hand's deck. */
  nextServerSeedHash: Type.String(),
  /** The hand in play, or the last one played. */
  hand: Nullable(TeenPattiHand),
});
export type TeenPattiTableState = Static<typeof TeenPattiTableState>;

/**
 * GET /teenpatti/hands: the finished hands the member played, newest first, `limit` at a time;
 * the next page is `beforeId` the answer's `nextBeforeId` (null after the member's first hand).
 */
export const TeenPattiHandsQuery = Type.Object(
  {
    beforeId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$' })),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);
export type TeenPattiHandsQuery = Static<typeof TeenPattiHandsQuery>;

/** One of the member's hands: where and when it was played, and the hand as they may see it. */
export const TeenPattiPlayedHand = Type.Object({
  tableId: Type.String(),
  tableName: Type.String(),
  finishedAt: Type.String(),
  hand: TeenPattiHand,
});
export type TeenPattiPlayedHand = Static<typeof TeenPattiPlayedHand>;

export const TeenPattiHandHistory = Type.Object({
  list: Type.Array(TeenPattiPlayedHand),
  nextBeforeId: Nullable(Type.String()),
});
export type TeenPattiHandHistory = Static<typeof TeenPattiHandHistory>;
