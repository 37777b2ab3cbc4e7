import Type, { type Static } from 'typebox';
import { PopularLottery } from './centres.js';
import { Language, LocalizedText, Nullable, PageNo, pageSize } from './common.js';
import { IsoDay } from './records.js';

/** The house lottery (issue 15): spec §7 lottery calls and the betting slip. */

/**
 * The fast house families (issue 40 item 12), each with its own result: WINGO one number 0–9
 * (its colour and size follow), K3 three dice, SSC five digits, PK10 the ten cars' order, KENO
 * 20 of 01–80.
 */
export const HOUSE_FAMILIES = ['WINGO', 'K3', 'SSC', 'PK10', 'KENO'] as const;
export type HouseFamily = (typeof HOUSE_FAMILIES)[number];
/** NORTH and SOUTH: the Vietnamese regions' prize structures (27 and 18 numbers). */
export const RESULT_FORMATS = ['NORTH', 'SOUTH', ...HOUSE_FAMILIES] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];
export const VN_BET_TYPES = ['LO2', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'] as const;
export const FAMILY_BET_TYPES = [
  'WINGO_COLOUR',
  'WINGO_VIOLET',
  'WINGO_NUMBER',
  'WINGO_SIZE',
  'K3_SUM',
  'K3_SIZE',
  'K3_PARITY',
  'K3_PAIR',
  'K3_TRIPLE',
  'K3_ANY_TRIPLE',
  'SSC_DIGIT',
  'SSC_SIZE',
  'SSC_PARITY',
  'PK10_PLACE',
  'PK10_SIZE',
  'KENO_SPOT',
  'KENO_SIZE',
] as const;
export type FamilyBetType = (typeof FAMILY_BET_TYPES)[number];
export const LOTTERY_BET_TYPES = [...VN_BET_TYPES, ...FAMILY_BET_TYPES] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];
/**
 * A settled bet by its net result (issue 40 item 12): WON only when the return is more than the
 * stake; RETURNED when some (or all) of the stake came back; LOST when nothing did.
 */
export const LOTTERY_OUTCOMES = ['OPEN', 'WON', 'RETURNED', 'LOST', 'CANCELLED'] as const;
const GameCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' });
const Device = Type.Enum(['WEB', 'H5', 'APP'], { default: 'WEB' });

/**
 * One draw. Before its time only the commitment, sha256(salt:numbers), is public; after it the
 * numbers (special prize first) and the salt, so anyone can recompute the commitment.
 */
export const LotteryDraw = Type.Object({
  period: Type.String(),
  drawAt: Type.String(),
  commitment: Type.String(),
  status: Type.Enum(['SCHEDULED', 'DRAWN', 'CANCELLED']),
  numbers: Nullable(Type.Array(Type.String())),
  salt: Nullable(Type.String()),
});
export type LotteryDraw = Static<typeof LotteryDraw>;

/** A game's card: the popular lottery fields, its latest result and its next draw. */
export const LotteryCard = Type.Object({
  ...PopularLottery.properties,
  /** The house's own games (played here); null: an outside vendor's. */
  resultFormat: Nullable(Type.Enum(RESULT_FORMATS)),
  /** When betting on the next draw closes (house games). */
  closesAt: Nullable(Type.String()),
  latest: Nullable(LotteryDraw),
});
export type LotteryCard = Static<typeof LotteryCard>;
export const LotteryCards = Type.Object({ list: Type.Array(LotteryCard) });
export type LotteryCards = Static<typeof LotteryCards>;

/** GET /lgw/vn/games/game_menu. */
export const LotteryMenuQuery = Type.Object({
  prizeMode: Type.Optional(Type.Enum(['Lott', 'ZY', 'Elott', 'SEA', ''])),
  device: Device,
  language: Type.Optional(Language),
});

/** GET /lgw/vn/numeros/opened/game: the last draws of a game, optionally of one day. */
export const LotteryResultsQuery = Type.Object({
  gameCode: GameCode,
  count: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  /** A day of the brand's calendar (its time zone). */
  date: Type.Optional(IsoDay),
  /** Ignored: the brand's time zone cuts the day. Kept so older pages still validate. */
  tzOffset: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
});
export const LotteryResults = Type.Object({ list: Type.Array(LotteryDraw) });
export type LotteryResults = Static<typeof LotteryResults>;

export const LotteryBetTypeRule = Type.Object({
  betType: Type.Enum(LOTTERY_BET_TYPES),
  /** Numbers in one line and their digits. */
  size: Type.Integer(),
  digits: Type.Integer(),
  /** A line costs stake × unit (a lô plays every number of the draw). */
  unit: Type.Integer(),
  /** What one point wins (a lô: per appearance); a family's: its headline return × 100. */
  odds: Type.Integer(),
  /**
   * A fast family's bet type: each line is one of these choices, and what it returns in full
   * (× the stake, the stake included). Absent for the regions' bet types.
   */
  choices: Type.Optional(Type.Array(Type.Object({ value: Type.String(), payout: Type.Number() }))),
});

/** GET /lotto/lgw/games/opened/numero: what the betting screen needs for a game. */
export const OpenedNumeroQuery = Type.Object({ gameCode: GameCode });
export const OpenedNumero = Type.Object({
  game: LotteryCard,
  open: Type.Object({
    period: Type.String(),
    drawAt: Type.String(),
    closesAt: Type.String(),
    commitment: Type.String(),
  }),
  serverTime: Type.String(),
  betTypes: Type.Array(LotteryBetTypeRule),
  limits: Type.Object({
    minStake: Type.Number(),
    maxStakePerNumber: Type.Number(),
    maxTotalPerDraw: Type.Number(),
    maxLines: Type.Integer(),
  }),
});
export type OpenedNumero = Static<typeof OpenedNumero>;

/** POST /lotto/lgw/bets, without the stake (the API adds it with its money keyword). */
export const PlaceLotteryBetFields = {
  gameCode: GameCode,
  period: Type.String({ pattern: '^[0-9]{12}$' }),
  betType: Type.Enum(LOTTERY_BET_TYPES),
  lines: Type.Array(
    // Digits for the regions' numbers; a family's choice (BIG, GREEN, 3:07, …).
    Type.Array(Type.String({ pattern: '^(?:[0-9]{1,3}|[0-9]{1,2}:[0-9]{1,2}|[A-Z]{3,6})$' }), {
      minItems: 1,
      maxItems: 4,
    }),
    { minItems: 1, maxItems: 100 },
  ),
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
};
export type PlaceLotteryBet = Static<Type.TObject<typeof PlaceLotteryBetFields>> & {
  stake: number | string;
};

export const LotteryBet = Type.Object({
  betId: Type.String(),
  gameCode: Type.String(),
  gameName: LocalizedText,
  period: Type.String(),
  drawAt: Type.String(),
  betType: Type.Enum(LOTTERY_BET_TYPES),
  lines: Type.Array(Type.Array(Type.String())),
  stake: Type.Number(),
  unit: Type.Integer(),
  odds: Type.Integer(),
  total: Type.Number(),
  win: Type.Number(),
  status: Type.Enum(['OPEN', 'WON', 'LOST', 'CANCELLED']),
  /** The label to show: by net result (win against total). */
  outcome: Type.Enum(LOTTERY_OUTCOMES),
  /** The game's result format, to show the result as its family's. */
  resultFormat: Type.Enum(RESULT_FORMATS),
  result: Nullable(Type.Array(Type.String())),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
export type LotteryBet = Static<typeof LotteryBet>;

/** GET /lotto/lgw/bets: the member's own bets. */
export const LotteryBetsQuery = Type.Object({
  gameCode: Type.Optional(GameCode),
  pageNo: PageNo,
  pageSize: pageSize(10),
});
export const LotteryBetPage = Type.Object({ list: Type.Array(LotteryBet), total: Type.Integer() });
export type LotteryBetPage = Static<typeof LotteryBetPage>;
