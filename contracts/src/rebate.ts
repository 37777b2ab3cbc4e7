import Type, { type Static } from 'typebox';
import { Nullable, PageNo, pageSize } from './common.js';

/**
 * The manual rebate (issue 13, spec §1 flag MANUAL_REBATE, §2 entry manualRebate): what the
 * member's valid bets since the last claim pay back, per game category, and the claims.
 * Amounts in major units; rates in percent of the valid bet.
 */
export const RebateLine = Type.Object({
  /** Game category code (RNG, LIVE, FISH...; OTHER for a game the catalogue lost). */
  category: Type.String(),
  validBet: Type.Number(),
  /** The category's rate plus the member's VIP bonus, in percent. */
  ratePercent: Type.Number(),
  rebate: Type.Number(),
});
export type RebateLine = Static<typeof RebateLine>;

/** GET /wps/member/rebate: the rebate the member would claim now. */
export const RebatePreview = Type.Object({
  /** Where the window starts (the last claim's end); null before the first claim. */
  periodStart: Nullable(Type.String({ format: 'date-time' })),
  periodEnd: Type.String({ format: 'date-time' }),
  vipLevel: Type.Integer(),
  /** What the VIP level adds to every category's rate, in percent. */
  vipBonusPercent: Type.Number(),
  lines: Type.Array(RebateLine),
  validBet: Type.Number(),
  total: Type.Number(),
});
export type RebatePreview = Static<typeof RebatePreview>;

/** One claim (POST /wps/member/rebate/claim, no body: the server decides the window). */
export const RebateClaim = Type.Object({
  id: Type.String(),
  claimedAt: Type.String({ format: 'date-time' }),
  periodStart: Nullable(Type.String({ format: 'date-time' })),
  periodEnd: Type.String({ format: 'date-time' }),
  vipLevel: Type.Integer(),
  lines: Type.Array(RebateLine),
  validBet: Type.Number(),
  amount: Type.Number(),
  /** The ledger transaction (the account record's line). */
  transactionId: Type.String(),
});
export type RebateClaim = Static<typeof RebateClaim>;

export const RebateClaimsQuery = Type.Object(
  { pageNo: PageNo, pageSize: pageSize(10) },
  { additionalProperties: false },
);
export type RebateClaimsQuery = Static<typeof RebateClaimsQuery>;

export const RebateClaimPage = Type.Object({
  list: Type.Array(RebateClaim),
  total: Type.Integer(),
});
export type RebateClaimPage = Static<typeof RebateClaimPage>;
