import Type, { type Static } from 'typebox';
import { Nullable, PageOf, paging } from './common.js';
import { ActiveSeedPair, FairProof } from './fair.js';

/**
 * The house game server's play-token routes (`/house/api/...`, header `x-play-token`), issue 41.
 * Amounts the player sends and gets back as `bet`, `win`, `balance` are major units; the engine
 * data (`theme`, `outcome`) keeps the engines' minor units (fields ending in `Minor`).
 */

/** The game a launched entry plays (api/src/services/games/house/houseGameKind.ts). */
export const HouseGameKind = Type.Union([
  Type.Literal('classicSlot'),
  Type.Literal('slot5'),
  Type.Literal('videoPoker'),
  Type.Literal('scratch'),
  Type.Literal('blackjack'),
  Type.Literal('crash'),
  Type.Literal('fishing'),
]);
export type HouseGameKind = Static<typeof HouseGameKind>;

/** POST /house/api/slot5/play and /house/api/scratch/play: the kind, in the path. */
export const HouseSingleStepParams = Type.Object({
  kind: Type.Union([Type.Literal('slot5'), Type.Literal('scratch')]),
});
export type HouseSingleStepParams = Static<typeof HouseSingleStepParams>;

/** POST /house/api/fishing/play: one shot; the cannon level sets the bet (theme.cannonLevelsMinor). */
export const FishingShotBody = Type.Object(
  {
    cannonLevel: Type.Integer({ minimum: 0, maximum: 50 }),
    speciesId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type FishingShotBody = Static<typeof FishingShotBody>;

/**
 * A settled single-step round: `outcome` is the engine's (slot5 `Slot5Round`, scratch
 * `ScratchCard`, fishing `ShotOutcome`), `balance` the wallet's after the win.
 */
export const HouseRoundResult = Type.Object({
  roundId: Type.String(),
  outcome: Type.Unknown(),
  bet: Type.Number(),
  win: Type.Number(),
  balance: Type.Number(),
  fair: FairProof,
});
export type HouseRoundResult = Static<typeof HouseRoundResult>;

/** GET /house/api/history: the member's rounds of the launched game, newest first. */
export const HouseHistoryQuery = Type.Object(paging(10));
export type HouseHistoryQuery = Static<typeof HouseHistoryQuery>;
export const HouseHistoryRound = Type.Object({
  /** For GET /wps/member/fair/rounds/:roundId (the fairness check). */
  roundId: Type.String(),
  engine: Type.String(),
  bet: Type.Number(),
  win: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type HouseHistoryRound = Static<typeof HouseHistoryRound>;
export const HouseHistory = PageOf(HouseHistoryRound);
export type HouseHistory = Static<typeof HouseHistory>;

/** A multi-step round (blackjack, video poker) as the player may see it. */
export const HouseHandRound = Type.Object({
  roundId: Type.String(),
  kind: Type.Union([Type.Literal('blackjack'), Type.Literal('videoPoker')]),
  /** How many actions the round has applied: send it back with the next action. */
  step: Type.Integer(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SETTLED')]),
  /**
   * The engine's `playerView(state)`: blackjack `BlackjackView` (hands, the dealer's up card,
   * legalActions, settlement), video poker `VideoPokerView` (hand; held, category, winMinor).
   */
  view: Type.Unknown(),
  /** The first stake. */
  bet: Type.Number(),
  /** Every stake so far: the first and the extras (double, split, insurance). */
  staked: Type.Number(),
  /** The credited win, once settled. */
  win: Nullable(Type.Number()),
  fair: FairProof,
});
export type HouseHandRound = Static<typeof HouseHandRound>;

/** Deal and act answers: the round and the balance after its money moved. */
export const HouseHandResult = Type.Object({
  ...HouseHandRound.properties,
  balance: Type.Number(),
});
export type HouseHandResult = Static<typeof HouseHandResult>;

const RoundId = Type.String({ minLength: 1, maxLength: 64 });
/** A round as its player last saw it: a call at an older step is refused (ROUND_STEP_STALE). */
const RoundAtStep = { roundId: RoundId, step: Type.Integer({ minimum: 0, maximum: 100 }) };

export const HouseHandParams = Type.Object({
  kind: Type.Union([Type.Literal('blackjack'), Type.Literal('videoPoker')]),
});
export type HouseHandParams = Static<typeof HouseHandParams>;

export const BlackjackActionName = Type.Union([
  Type.Literal('hit'),
  Type.Literal('stand'),
  Type.Literal('double'),
  Type.Literal('split'),
  Type.Literal('insure'),
  Type.Literal('decline-insurance'),
]);
export const VideoPokerDraw = Type.Object(
  {
    type: Type.Literal('draw'),
    held: Type.Array(Type.Boolean(), { minItems: 5, maxItems: 5 }),
  },
  { additionalProperties: false },
);

/**
 * POST /house/api/blackjack/act and /house/api/videoPoker/act: one action on the open round, at
 * `step` (the round's step as last seen): a repeated or concurrent action is refused with
 * ROUND_STEP_STALE and applied once.
 */
export const HouseHandActBody = Type.Object(
  { ...RoundAtStep, action: Type.Union([BlackjackActionName, VideoPokerDraw]) },
  { additionalProperties: false },
);
export type HouseHandActBody = Static<typeof HouseHandActBody>;

/** A 2-decimal amount checked by the API's `money` keyword (a JSON number or a decimal string). */
const TwoDecimals = (max: number) =>
  Type.Unsafe<number | string>({ money: { positive: true, max } });

/**
 * POST /house/api/crash/bet: `bet` in major units; `autoCashOut` the multiplier to cash out at
 * by itself, as a decimal with at most 2 decimals (2.5 = 2.50×), from 1.01 up to the round's
 * `maxMultiplier` (the theme's cap, lowered to the catalogue's payout ceiling). The answer is the
 * running round (CrashResult); a round still running refuses it with CRASH_ROUND_RUNNING.
 */
export const CrashBetBody = Type.Object(
  { bet: TwoDecimals(1_000_000), autoCashOut: Type.Optional(TwoDecimals(1_000_000)) },
  { additionalProperties: false },
);
export type CrashBetBody = Static<typeof CrashBetBody>;

/**
 * POST /house/api/crash/cash-out: the running round at its `step` (0 until it is settled). The
 * server reads the multiplier off the curve at its own clock; a repeated or concurrent cash-out
 * applies once (the others get ROUND_CLOSED with the settled round as its value, or
 * ROUND_STEP_STALE), one before 1.01× gets CRASH_CASH_OUT_TOO_EARLY.
 */
export const CrashCashOutBody = Type.Object(RoundAtStep, { additionalProperties: false });
export type CrashCashOutBody = Static<typeof CrashCashOutBody>;

/** GET /house/api/crash/rounds/:roundId */
export const CrashRoundParams = Type.Object({ roundId: RoundId });
export type CrashRoundParams = Static<typeof CrashRoundParams>;

/** The longest a read of a running crash round waits for its end (`waitMs`). */
export const CRASH_WAIT_MAX_MS = 10_000;
/**
 * `waitMs`: a running round is answered when it ends by itself (its crash or its auto target, as
 * the server's clock reaches it) or after this many ms, whichever is first, so a page learns of
 * the end with one request instead of asking twice a second.
 */
export const CrashRoundQuery = Type.Object(
  { waitMs: Type.Optional(Type.Integer({ minimum: 0, maximum: CRASH_WAIT_MAX_MS })) },
  { additionalProperties: false },
);
export type CrashRoundQuery = Static<typeof CrashRoundQuery>;

/**
 * A crash round as the player may see it. Multipliers are decimals (2.5 = 2.50×). The curve
 * is multiplier(t) = e^(curveKPerMs · t), t in ms since `startedAt` (server epoch ms: the round
 * opened `leadInMs` earlier, for the page's "starting"); the page shows it against its offset from
 * `serverNow`, and the server judges a cash-out by its own clock with the same curve
 * (`crash.hundredthsAt`). `crashPoint` and `cashedOutAt` are null until the round is SETTLED: the
 * crash point never leaves the server before. Once settled, `roundId` is the fair round
 * (GET /wps/member/fair/rounds/:roundId) whose float gives
 * `min(crash.crashPointFromFloat(theme, float), maxMultiplier)` once its seed is revealed.
 */
export const CrashRound = Type.Object({
  roundId: Type.String(),
  kind: Type.Literal('crash'),
  step: Type.Integer(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SETTLED')]),
  bet: Type.Number(),
  autoCashOut: Nullable(Type.Number()),
  startedAt: Type.Integer(),
  leadInMs: Type.Integer(),
  curveKPerMs: Type.Number(),
  /** The highest crash point of the round: no cash-out pays more. */
  maxMultiplier: Type.Number(),
  /** The server's clock when it answered (epoch ms). */
  serverNow: Type.Integer(),
  /** Where the bet left the curve (by hand or at the auto target); null when it rode the crash. */
  cashedOutAt: Nullable(Type.Number()),
  crashPoint: Nullable(Type.Number()),
  /** The credited win (0 when lost), once settled. */
  win: Nullable(Type.Number()),
  fair: FairProof,
});
export type CrashRound = Static<typeof CrashRound>;

/** Bet, cash-out and round answers: the round and the member's balance. */
export const CrashResult = Type.Object({ ...CrashRound.properties, balance: Type.Number() });
export type CrashResult = Static<typeof CrashResult>;

/**
 * GET /house/api/game: what the page needs to draw and play the launched game. `theme` is the
 * engine's theme (`@site/house-games/engines`, `<kind>.themeFor(gameCode, name)`: name, palette,
 * bet limits, symbols or fish, paytable and rules data); for `classicSlot` the bet sizes. `fair`
 * is the commitment the next round is played under.
 */
export const HouseGameState = Type.Object({
  kind: HouseGameKind,
  gameCode: Type.String(),
  theme: Type.Unknown(),
  balance: Type.Number(),
  currencySymbol: Type.String(),
  fair: ActiveSeedPair,
  /**
   * The open blackjack, video poker or crash round, so a reload resumes it; null when none (a
   * crash round that is over by now is settled first).
   */
  openRound: Nullable(Type.Union([HouseHandRound, CrashRound])),
});
export type HouseGameState = Static<typeof HouseGameState>;

/**
 * What the API writes into a studio game page for one launch (`<script id="house-boot">`): the
 * play token the page calls with, the reader's language, the site's theme, and how the header
 * names and pictures the game (`artUrl`: the same-origin lobby art).
 */
export const HouseGameBoot = Type.Object({
  playToken: Type.String(),
  language: Type.Union([Type.Literal('bn'), Type.Literal('en')]),
  theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
  gameName: Type.String(),
  vendorName: Type.String(),
  artUrl: Type.String(),
});
export type HouseGameBoot = Static<typeof HouseGameBoot>;
