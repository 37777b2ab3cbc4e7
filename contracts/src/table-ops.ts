import Type, { type Static, type TSchema } from 'typebox';
import { LocalizedText, MerchantCode, Nullable } from './common.js';
import { OpsReason } from './content-ops.js';
import { LIVE_ROUND_STATES, LIVE_TABLE_GAMES, LiveLimit } from './live-tables.js';

/**
 * The operators' commands on the house tables (console page "Tables"; admin acts, finance
 * reads): pause and resume a live table or a teen patti table, change a live table's limits
 * from its next round, a teen patti table's boot and rake from its next hand. Amounts are major
 * units; each command takes a reason for the audit trail.
 */
export const OpsTablesQuery = Type.Object({ brand: MerchantCode }, { additionalProperties: false });
export type OpsTablesQuery = Static<typeof OpsTablesQuery>;

export const OpsTableParams = Type.Object(
  { tableId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) },
  { additionalProperties: false },
);

/** Money that went through a table today (the brand's day), real accounts only. */
export const OpsTableToday = Type.Object({
  stakes: Type.Number(),
  /** What the settled bets paid back, stakes included. */
  returns: Type.Number(),
  /** Stakes less returns: the house's result so far (a round in play counts its stakes). */
  houseResult: Type.Number(),
});

export const OpsLiveTable = Type.Object({
  id: Type.String(),
  code: Type.String(),
  game: Type.Enum(LIVE_TABLE_GAMES),
  category: Type.Enum(['LIVE', 'SPORTS']),
  name: LocalizedText,
  paused: Type.Boolean(),
  bettingSeconds: Type.Number(),
  limits: Type.Array(LiveLimit),
  /** Limits set for the next round, or null. */
  nextLimits: Nullable(Type.Array(LiveLimit)),
  round: Nullable(
    Type.Object({
      roundNo: Type.Integer(),
      state: Type.Enum(LIVE_ROUND_STATES),
      closesAt: Type.String(),
      resultDueAt: Type.String(),
    }),
  ),
  today: OpsTableToday,
});
export type OpsLiveTable = Static<typeof OpsLiveTable>;
export const OpsLiveTableList = Type.Object({
  list: Type.Array(OpsLiveTable),
  serverTime: Type.String(),
});
export type OpsLiveTableList = Static<typeof OpsLiveTableList>;

/** PUT /ops/live/tables/:tableId/limits: the bet types to change (the others keep theirs). */
export const opsLiveLimitsBody = (amount: TSchema) =>
  Type.Object(
    {
      limits: Type.Array(
        Type.Object(
          { betType: Type.String({ pattern: '^[A-Z_]{1,24}$' }), min: amount, max: amount },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 20 },
      ),
      reason: OpsReason,
    },
    { additionalProperties: false },
  );
export type OpsLiveLimitsBody = {
  limits: Array<{ betType: string; min: number | string; max: number | string }>;
  reason: string;
};

export const OpsTeenPattiTable = Type.Object({
  id: Type.String(),
  name: Type.String(),
  seats: Type.Integer(),
  seated: Type.Integer(),
  playing: Type.Boolean(),
  paused: Type.Boolean(),
  boot: Type.Number(),
  maxStake: Type.Number(),
  rakeBasisPoints: Type.Integer(),
  /** The boot and rake set for the next hand, or null. */
  nextBoot: Nullable(Type.Number()),
  nextRakeBasisPoints: Nullable(Type.Integer()),
  /** The rake the house took on today's hands (the brand's day). */
  todayRake: Type.Number(),
});
export type OpsTeenPattiTable = Static<typeof OpsTeenPattiTable>;
export const OpsTeenPattiTableList = Type.Object({ list: Type.Array(OpsTeenPattiTable) });
export type OpsTeenPattiTableList = Static<typeof OpsTeenPattiTableList>;

/** The highest rake an operator may set, in basis points (10 %). */
export const MAX_TEEN_PATTI_RAKE_BASIS_POINTS = 1000;

/** PUT /ops/teen-patti/tables/:tableId/terms: a new boot, a new rake, or both. */
export const opsTeenPattiTermsBody = (amount: TSchema) =>
  Type.Object(
    {
      boot: Type.Optional(amount),
      rakeBasisPoints: Type.Optional(
        Type.Integer({ minimum: 0, maximum: MAX_TEEN_PATTI_RAKE_BASIS_POINTS }),
      ),
      reason: OpsReason,
    },
    { additionalProperties: false },
  );
export type OpsTeenPattiTermsBody = {
  boot?: number | string;
  rakeBasisPoints?: number;
  reason: string;
};
