import Type, { type Static } from 'typebox';
import { MerchantCode } from './common.js';
import { IsoDay } from './records.js';

/**
 * The operator's reports (issue 45 item 8): a brand's figures per day of its own clock (the
 * brand's time zone cuts its days, as for everything else the brand counts by day). Money is in
 * major units with 2 decimals, as everywhere in the API, summed exactly in minor units first.
 */

/** The longest range `GET /ops/reports/daily` answers for: a quarter. */
export const REPORT_MAX_DAYS = 92;

/** `GET /ops/reports/daily` (admin, finance): no `brand` is every brand the operator may see. */
export const DailyReportQuery = Type.Object(
  { brand: Type.Optional(MerchantCode), from: IsoDay, to: IsoDay },
  { additionalProperties: false },
);
export type DailyReportQuery = Static<typeof DailyReportQuery>;

const Money = Type.Number();
const Movements = Type.Object({ count: Type.Integer(), amount: Money });

/**
 * A product's real-money rounds placed that day: the category the member's betting record and
 * profit and loss use (the catalogue's game type, LOTT for the house lottery, OTHER for a game
 * the catalogue lost), so the report and a member's figures agree to the cent.
 */
export const ProductFigures = Type.Object({
  product: Type.String(),
  rounds: Type.Integer(),
  /** What was staked. */
  stake: Money,
  /** What the rounds paid back. */
  payout: Money,
  /** Gross gaming revenue: stake − payout. */
  ggr: Money,
});
export type ProductFigures = Static<typeof ProductFigures>;

const figures = {
  /** Deposits credited that day (by the time they were credited). */
  deposits: Movements,
  /** Withdrawals paid out that day (by the time they were disbursed). */
  withdrawals: Movements,
  stake: Money,
  payout: Money,
  ggr: Money,
  /** Bonuses and rebates paid to players (ledger kinds BONUS and REBATE). */
  bonusCost: Money,
  /** Net gaming revenue: GGR − bonus cost (a bonus belongs to no product, so only in total). */
  ngr: Money,
  /** Players who placed a real-money bet. Over a range: distinct players, not a sum of days. */
  activePlayers: Type.Integer(),
  /** Players (not agents, not trial accounts) who registered. */
  newPlayers: Type.Integer(),
  products: Type.Array(ProductFigures),
};

export const DayFigures = Type.Object({ day: IsoDay, brand: Type.String(), ...figures });
export type DayFigures = Static<typeof DayFigures>;

export const ReportTotals = Type.Object(figures);
export type ReportTotals = Static<typeof ReportTotals>;

export const DailyReport = Type.Object({
  from: IsoDay,
  to: IsoDay,
  /** The brands reported on (merchant codes), each with its time zone. */
  brands: Type.Array(Type.Object({ brand: Type.String(), timeZone: Type.String() })),
  /** One row per brand and day of the range, days without any movement included, by day. */
  days: Type.Array(DayFigures),
  totals: ReportTotals,
});
export type DailyReport = Static<typeof DailyReport>;
