import type { SportsBetState, SportsLegResult } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { syncVipLevel } from '../content/vipService.js';
import { earnPointsForRound } from '../points/pointLedger.js';
import { lockAccounts, postTransaction, withTransactionRetry } from '../wallet/ledger.js';
import { type BetMoney, lockMembers, payFromHouse } from '../wallet/memberMoney.js';
import {
  betReturnMinor,
  deadHeatOf,
  resultKindOf,
  selectionOutcome,
  SettlementRuleError,
  type LegOutcome,
  type MarketResult,
} from './settlementRules.js';
import { SPORTSBOOK_VENDOR } from './sportsbookConfig.js';
import { liveSelections, sportsRoundId, tradingProblem } from './sportsBets.js';

/** The feed's stored fact of a market, as the settlement rules read it. */
export function marketResultOf(
  market: {
    kind: string;
    state: string;
    result: {
      winners: string[];
      home: number | null;
      away: number | null;
      total: number | null;
    } | null;
  },
  eventVoid: boolean,
): MarketResult | null {
  // A voided event voids its markets still without a result; one already resulted (an innings
  // finished before the match was abandoned) keeps its result.
  if (market.state === 'VOID' || (eventVoid && market.state !== 'RESULTED'))
    return { kind: 'VOID' };
  if (market.state !== 'RESULTED' || !market.result) return null;
  // The feed's fact carries every figure it knows (a match winner's also has its score); the
  // market's kind says which one settles it.
  const { winners, home, away, total } = market.result;
  switch (resultKindOf(market.kind)) {
    case 'SCORE':
      if (home === null || away === null)
        throw new SettlementRuleError(`a ${market.kind} market needs a score`);
      return { kind: 'SCORE', home, away };
    case 'TOTAL':
      if (total === null) throw new SettlementRuleError(`a ${market.kind} market needs a total`);
      return { kind: 'TOTAL', total };
    case 'WINNERS':
      return { kind: 'WINNERS', winners };
  }
}

const voidKey = (betId: string) => `sports-void:${betId}`;

async function voidedByOperator(trx: Kysely<Database>, betId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_transactions')
    .select('id')
    .where('idempotency_key', '=', voidKey(betId))
    .executeTakeFirst();
  return Boolean(row);
}

/** A settled bet's state from what it returns: VOID when every leg came back whole. */
function settledState(
  legs: ReadonlyArray<{ result: SportsLegResult }>,
  paid: bigint,
): SportsBetState {
  if (legs.every((leg) => leg.result === 'VOID' || leg.result === 'PUSH')) return 'VOID';
  return paid > 0n ? 'WON' : 'LOST';
}

/** The bet's betting record and points once it is settled (points once per record). */
async function recordSettlement(
  trx: Kysely<Database>,
  money: BetMoney,
  betId: string,
  returnMinor: bigint,
  now: Date,
  options: { refunded: boolean },
) {
  await trx
    .updateTable('bet_records')
    .set({
      status: options.refunded ? 'ROLLED_BACK' : 'SETTLED',
      win_minor: returnMinor,
      // A refused or voided bet counts as no bet at all.
      ...(options.refunded ? { valid_bet_minor: 0n } : {}),
      settled_at: now,
    })
    .where('member_id', '=', money.member.id)
    .where('vendor', '=', SPORTSBOOK_VENDOR)
    .where('round_id', '=', sportsRoundId(betId))
    .execute();
  if (!options.refunded && !money.member.isTrial) {
    const record = await trx
      .selectFrom('bet_records')
      .select('game_code')
      .where('member_id', '=', money.member.id)
      .where('vendor', '=', SPORTSBOOK_VENDOR)
      .where('round_id', '=', sportsRoundId(betId))
      .executeTakeFirstOrThrow();
    await earnPointsForRound(trx, {
      brandId: money.member.brandId,
      accountId: money.member.id,
      vendor: SPORTSBOOK_VENDOR,
      roundId: sportsRoundId(betId),
      now,
      category: record.game_code,
    });
    await syncVipLevel(trx, money.member, now);
  }
}

/**
 * Settles (or resettles) a bet whose every leg has a result: an OPEN bet is paid its return
 * once; a settled one whose return or state a corrected result changed gets one recorded
 * correction and the difference in the ledger (a ROLLBACK the member's statement shows, never
 * taking the wallet below zero: what it cannot take is kept as unrecovered). Returns whether
 * the bet changed.
 */
async function settleBetNow(
  trx: Kysely<Database>,
  money: BetMoney,
  betId: string,
  now: Date,
  cause: {
    marketId: string | null;
    resultVersion: number | null;
    reason: string;
    operatorId: string | null;
  },
): Promise<boolean> {
  const bet = await trx
    .selectFrom('sports_bets')
    .select(['state', 'stake_minor', 'paid_return_minor', 'settlement_version'])
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  if (!['OPEN', 'WON', 'LOST', 'VOID'].includes(bet.state)) return false;
  // A bet an operator voided stays void whatever its markets' results say.
  if (bet.state === 'VOID' && (await voidedByOperator(trx, betId))) return false;
  const legs = await trx
    .selectFrom('sports_bet_legs')
    .select(['result', 'odds_milli', 'dead_heat'])
    .where('bet_id', '=', betId)
    .execute();
  if (legs.some((leg) => leg.result === 'OPEN')) return false;
  const paid = betReturnMinor(
    BigInt(bet.stake_minor),
    legs.map((leg) => ({
      outcome: leg.result as LegOutcome,
      oddsMilli: leg.odds_milli,
      deadHeat: leg.dead_heat,
    })),
  );
  const state = settledState(legs, paid);
  if (bet.state === 'OPEN') {
    await trx
      .updateTable('sports_bets')
      .set({ state, paid_return_minor: paid.toString(), settled_at: now })
      .where('id', '=', betId)
      .execute();
    await payFromHouse(
      trx,
      money,
      paid,
      state === 'VOID' ? 'ROLLBACK' : 'WIN',
      `sports-settle:${betId}`,
      now,
    );
    await recordSettlement(trx, money, betId, paid, now, { refunded: state === 'VOID' });
    return true;
  }
  const before = BigInt(bet.paid_return_minor);
  if (before === paid && state === bet.state) return false;
  const version = bet.settlement_version + 1;
  let unrecovered = 0n;
  const key = `sports-resettle:${betId}:${version}`;
  if (paid > before) await payFromHouse(trx, money, paid - before, 'WIN', key, now);
  else if (paid < before) {
    const wallet = (await lockAccounts(trx, [money.mainId])).get(money.mainId)!;
    const owed = before - paid;
    const taken = owed < wallet.balanceMinor ? owed : wallet.balanceMinor;
    unrecovered = owed - taken;
    if (taken > 0n)
      await postTransaction(trx, {
        brandId: money.member.brandId,
        memberId: money.member.id,
        kind: 'ROLLBACK',
        idempotencyKey: key,
        now,
        entries: [
          { accountId: money.mainId, amountMinor: -taken },
          { accountId: money.houseId, amountMinor: taken },
        ],
      });
  }
  await trx
    .insertInto('sports_bet_corrections')
    .values({
      bet_id: betId,
      settlement_version: version,
      market_id: cause.marketId,
      result_version: cause.resultVersion,
      operator_id: cause.operatorId,
      reason: cause.reason,
      previous_state: bet.state,
      previous_return_minor: before,
      new_state: state,
      new_return_minor: paid,
      unrecovered_minor: unrecovered.toString(),
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('sports_bets')
    .set({
      state,
      paid_return_minor: paid.toString(),
      settlement_version: version,
      settled_at: now,
    })
    .where('id', '=', betId)
    .execute();
  await recordSettlement(trx, money, betId, paid, now, { refunded: state === 'VOID' });
  return true;
}

export interface MarketSettlement {
  marketId: string;
  resultVersion: number;
  legsSettled: number;
  betsSettled: number;
}

/**
 * Settles one market's legs at its current result (or void), then every bet whose last leg that
 * was, exactly once per (market, result_version): the settlement's row is written in the same
 * transaction, so a second run, a second instance or a run after a crash finds it and does
 * nothing. A corrected result (a higher result_version) resettles the legs that changed.
 */
export async function settleMarket(
  db: Kysely<Database>,
  marketId: string,
  now: Date,
  operator: { id: string | null; reason: string } | null = null,
): Promise<MarketSettlement | null> {
  return withTransactionRetry(db, async (trx) => {
    const market = await trx
      .selectFrom('sports_markets as m')
      .innerJoin('sports_events as e', 'e.id', 'm.event_id')
      .select(['m.id', 'm.kind', 'm.state', 'm.result', 'm.result_version', 'e.status'])
      .where('m.id', '=', marketId)
      .executeTakeFirst();
    if (!market) return null;
    const result = marketResultOf(market, market.status === 'VOID');
    if (!result) return null;
    const resultVersion = result.kind === 'VOID' ? 0 : market.result_version;
    const claimed = await trx
      .insertInto('sports_market_settlements')
      .values({
        market_id: marketId,
        result_version: resultVersion,
        operator_id: operator?.id ?? null,
        legs_settled: 0,
        bets_settled: 0,
        settled_at: now,
      })
      .onConflict((oc) => oc.columns(['market_id', 'result_version']).doNothing())
      .returning('market_id')
      .executeTakeFirst();
    if (!claimed) return null;

    const legs = await trx
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
      .select([
        'l.id',
        'l.bet_id',
        'b.member_id',
        'b.state',
        'l.selection_code',
        'l.line_quarters',
        'l.result',
        'l.dead_heat',
      ])
      .where('l.market_id', '=', marketId)
      .orderBy('l.id')
      .execute();
    const money = await lockMembers(
      trx,
      legs.map((leg) => String(leg.member_id)),
      now,
    );
    let legsSettled = 0;
    const touched = new Map<string, string>();
    for (const leg of legs) {
      const selection = { code: leg.selection_code, lineQuarters: leg.line_quarters };
      const outcome = selectionOutcome(selection, result);
      const deadHeat = deadHeatOf(selection, result);
      if (leg.result === outcome && leg.dead_heat === deadHeat) continue;
      await trx
        .updateTable('sports_bet_legs')
        .set({
          result: outcome,
          dead_heat: deadHeat,
          result_version: resultVersion,
          settled_at: now,
        })
        .where('id', '=', leg.id)
        .execute();
      legsSettled += 1;
      touched.set(String(leg.bet_id), String(leg.member_id));
    }
    let betsSettled = 0;
    for (const [betId, memberId] of touched) {
      const changed = await settleBetNow(trx, money.get(memberId)!, betId, now, {
        marketId,
        resultVersion,
        reason: operator?.reason ?? `feed result ${resultVersion} of market ${marketId}`,
        operatorId: operator?.id ?? null,
      });
      if (changed) betsSettled += 1;
    }
    await trx
      .updateTable('sports_market_settlements')
      .set({ legs_settled: legsSettled, bets_settled: betsSettled })
      .where('market_id', '=', marketId)
      .where('result_version', '=', resultVersion)
      .execute();
    return { marketId, resultVersion, legsSettled, betsSettled };
  });
}

/** Markets with bets whose current result (or void) has not been settled yet. */
export async function marketsToSettle(db: Kysely<Database>, limit = 200): Promise<string[]> {
  const rows = await db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select('m.id')
    .where((eb) => eb.or([eb('m.state', 'in', ['RESULTED', 'VOID']), eb('e.status', '=', 'VOID')]))
    .where((eb) =>
      eb.exists(
        eb.selectFrom('sports_bet_legs as l').select('l.id').whereRef('l.market_id', '=', 'm.id'),
      ),
    )
    .where(
      (eb) =>
        sql<boolean>`not exists (select 1 from sports_market_settlements s where s.market_id = ${eb.ref('m.id')}
          and s.result_version = case when ${eb.ref('m.state')} = 'VOID'
            or (${eb.ref('e.status')} = 'VOID' and ${eb.ref('m.state')} <> 'RESULTED')
            then 0 else ${eb.ref('m.result_version')} end)`,
    )
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((row) => String(row.id));
}

/**
 * Decides an in-play bet whose delay is over: accepted (OPEN) when every leg's market still
 * trades and no price fell below the one taken (NONE: no price moved at all); otherwise REFUSED
 * and its stake returned (ROLLBACK keyed by the bet). The bet keeps the price it was placed at,
 * so a price the play has moved against the house refuses it under every policy.
 */
export async function decidePendingBet(
  db: Kysely<Database>,
  betId: string,
  now: Date,
): Promise<SportsBetState | null> {
  return withTransactionRetry(db, async (trx) => {
    const head = await trx
      .selectFrom('sports_bets as b')
      .innerJoin('sports_slips as s', 's.id', 'b.slip_id')
      .select(['b.member_id', 's.odds_change'])
      .where('b.id', '=', betId)
      .executeTakeFirstOrThrow();
    const money = (await lockMembers(trx, [String(head.member_id)], now)).get(
      String(head.member_id),
    )!;
    const bet = await trx
      .selectFrom('sports_bets')
      .select(['state', 'accept_at', 'stake_minor'])
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    if (bet.state !== 'PENDING' || !bet.accept_at || new Date(bet.accept_at) > now) return null;
    const legs = await trx
      .selectFrom('sports_bet_legs')
      .select(['selection_id', 'odds_milli', 'price_version'])
      .where('bet_id', '=', betId)
      .execute();
    const current = await liveSelections(
      trx,
      legs.map((leg) => String(leg.selection_id)),
    );
    let refusal: string | null = null;
    for (const leg of legs) {
      const selection = current.get(String(leg.selection_id));
      const problem = selection ? tradingProblem(selection) : null;
      if (!selection || problem) {
        refusal = problem?.code ?? 'SPORTS_MARKET_CLOSED';
        break;
      }
      const moved =
        head.odds_change === 'NONE'
          ? selection.priceVersion !== leg.price_version
          : selection.oddsMilli < leg.odds_milli;
      if (moved) {
        refusal = 'SPORTS_ODDS_CHANGED';
        break;
      }
    }
    if (!refusal) {
      await trx.updateTable('sports_bets').set({ state: 'OPEN' }).where('id', '=', betId).execute();
      return 'OPEN';
    }
    await trx
      .updateTable('sports_bets')
      .set({ state: 'REFUSED', refusal, settled_at: now })
      .where('id', '=', betId)
      .execute();
    await payFromHouse(
      trx,
      money,
      BigInt(bet.stake_minor),
      'ROLLBACK',
      `sports-refused:${betId}`,
      now,
    );
    await recordSettlement(trx, money, betId, 0n, now, { refunded: true });
    return 'REFUSED';
  });
}

export async function pendingBetsDue(db: Kysely<Database>, now: Date, limit = 500) {
  const rows = await db
    .selectFrom('sports_bets')
    .select('id')
    .where('state', '=', 'PENDING')
    .where('accept_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => String(row.id));
}

/**
 * One run of the sportsbook's job: decide the in-play bets whose delay is over, then settle every
 * market whose result (or void) is not settled yet. Each step is keyed (a bet by its PENDING
 * state, a market by its result version), so overlapping runs and instances do each thing once.
 */
export async function runSportsbookJob(
  db: Kysely<Database>,
  now: Date,
): Promise<{ decided: number; settled: number }> {
  let decided = 0;
  for (const betId of await pendingBetsDue(db, now))
    if (await decidePendingBet(db, betId, now)) decided += 1;
  let settled = 0;
  // One market that cannot be settled (a fact its rules refuse) must not hold up the others.
  const failures: unknown[] = [];
  for (const marketId of await marketsToSettle(db)) {
    try {
      if (await settleMarket(db, marketId, now)) settled += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} sports markets could not be settled`);
  return { decided, settled };
}

/**
 * An operator's void of one open bet: its stake comes back (ROLLBACK keyed by the bet), the bet
 * ends VOID and its record counts as no bet. False when the bet was not open.
 */
export async function voidBet(db: Kysely<Database>, betId: string, now: Date): Promise<boolean> {
  return withTransactionRetry(db, async (trx) => {
    const head = await trx
      .selectFrom('sports_bets')
      .select(['member_id'])
      .where('id', '=', betId)
      .executeTakeFirst();
    if (!head) return false;
    const memberId = String(head.member_id);
    const money = (await lockMembers(trx, [memberId], now)).get(memberId)!;
    const voided = await trx
      .updateTable('sports_bets')
      .set({ state: 'VOID', paid_return_minor: sql<string>`stake_minor`, settled_at: now })
      .where('id', '=', betId)
      .where('state', '=', 'OPEN')
      .returning('stake_minor')
      .executeTakeFirst();
    if (!voided) return false;
    await payFromHouse(trx, money, BigInt(voided.stake_minor), 'ROLLBACK', voidKey(betId), now);
    await recordSettlement(trx, money, betId, BigInt(voided.stake_minor), now, { refunded: true });
    return true;
  });
}

/** The member's money of one bet, locked: for cash-out (cashOut.ts). */
export async function lockBetMember(trx: Kysely<Database>, memberId: string, now: Date) {
  return (await lockMembers(trx, [memberId], now)).get(memberId)!;
}
export { recordSettlement };
