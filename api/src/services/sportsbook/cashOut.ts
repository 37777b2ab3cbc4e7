import type { CashOutOffer, SportsBet } from '@site/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import {
  cashOutValueMinor,
  fairOddsMilli,
  type CashOutLeg,
  type LegOutcome,
} from './settlementRules.js';
import { betOfMember, liveSelections, sportsBetErrors, tradingProblem } from './sportsBets.js';
import { payFromHouse } from '../wallet/memberMoney.js';
import { lockBetMember, recordSettlement } from './sportsSettlement.js';

export const cashOutErrors = {
  unavailable: () =>
    new ApiError(409, 'SPORTS_CASH_OUT_UNAVAILABLE', 'This bet cannot be cashed out now'),
  moved: (value: number | null) =>
    new ApiError(409, 'SPORTS_CASH_OUT_MOVED', 'The cash-out value went down', { value }),
};

/** The bet's cash-out value now (minor units) and a quote of the prices it stands on. */
async function valueNow(
  db: Kysely<Database>,
  betId: string,
  memberId: string,
  marginBasisPoints: number,
): Promise<{ valueMinor: bigint | null; quote: string | null }> {
  const bet = await db
    .selectFrom('sports_bets')
    .select(['state', 'stake_minor'])
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!bet) throw sportsBetErrors.betNotFound();
  if (bet.state !== 'OPEN') return { valueMinor: null, quote: null };
  const legs = await db
    .selectFrom('sports_bet_legs')
    .select(['selection_id', 'market_id', 'odds_milli', 'result', 'dead_heat'])
    .where('bet_id', '=', betId)
    .orderBy('id')
    .execute();
  const open = legs.filter((leg) => leg.result === 'OPEN');
  const current = await liveSelections(
    db,
    open.map((leg) => String(leg.selection_id)),
  );
  const marketPrices = await db
    .selectFrom('sports_selections')
    .select(['market_id', 'odds_milli'])
    .where('market_id', 'in', open.length ? open.map((leg) => String(leg.market_id)) : ['0'])
    .execute();
  const versions: string[] = [];
  const cashOutLegs: CashOutLeg[] = legs.map((leg) => {
    if (leg.result !== 'OPEN')
      return {
        state: 'SETTLED',
        outcome: leg.result as LegOutcome,
        oddsMilli: leg.odds_milli,
        deadHeat: leg.dead_heat,
      };
    const selection = current.get(String(leg.selection_id));
    if (!selection || tradingProblem(selection))
      return { state: 'OPEN', oddsMilli: leg.odds_milli, currentFairOddsMilli: null };
    versions.push(`${selection.selectionId}:${selection.priceVersion}`);
    const prices = marketPrices
      .filter((row) => String(row.market_id) === selection.marketId)
      .map((row) => row.odds_milli);
    return {
      state: 'OPEN',
      oddsMilli: leg.odds_milli,
      currentFairOddsMilli: fairOddsMilli(selection.oddsMilli, prices),
    };
  });
  const valueMinor = cashOutValueMinor(BigInt(bet.stake_minor), cashOutLegs, marginBasisPoints);
  if (valueMinor === null || valueMinor <= 0n) return { valueMinor: null, quote: null };
  const quote = createHash('sha256')
    .update(`${betId}|${valueMinor}|${versions.join(',')}`)
    .digest('base64url');
  return { valueMinor, quote };
}

export async function cashOutOffer(
  db: Kysely<Database>,
  memberId: string,
  betId: string,
  marginBasisPoints: number,
): Promise<CashOutOffer> {
  const { valueMinor, quote } = await valueNow(db, betId, memberId, marginBasisPoints);
  return { betId, value: valueMinor === null ? null : minorToMajor(valueMinor), quote };
}

/**
 * Takes a cash-out at the value the member was offered: refused when the value now is lower
 * (it moved against the player) or there is none (a leg suspended, closed or lost). Paid once
 * (WIN keyed by the bet), the bet ends CASHED_OUT under the member's wallet lock.
 */
export async function takeCashOut(
  db: Kysely<Database>,
  request: {
    memberId: string;
    betId: string;
    valueMinor: bigint;
    marginBasisPoints: number;
    now: Date;
  },
): Promise<SportsBet> {
  const { memberId, betId, valueMinor, now } = request;
  await withTransactionRetry(db, async (trx) => {
    const money = await lockBetMember(trx, memberId, now);
    const offer = await valueNow(trx, betId, memberId, request.marginBasisPoints);
    if (offer.valueMinor === null) throw cashOutErrors.unavailable();
    if (offer.valueMinor < valueMinor) throw cashOutErrors.moved(minorToMajor(offer.valueMinor));
    const cashed = await trx
      .updateTable('sports_bets')
      .set({ state: 'CASHED_OUT', paid_return_minor: valueMinor.toString(), settled_at: now })
      .where('id', '=', betId)
      .where('state', '=', 'OPEN')
      .returning('id')
      .executeTakeFirst();
    if (!cashed) throw cashOutErrors.unavailable();
    await payFromHouse(trx, money, valueMinor, 'WIN', `sports-cash-out:${betId}`, now);
    await recordSettlement(trx, money, betId, valueMinor, now, { refunded: false });
  });
  return betOfMember(db, memberId, betId);
}
