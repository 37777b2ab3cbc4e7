import type { EventLiability } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { minorToMajor } from '../wallet/money.js';
import { resultKindOf, type MarketResult } from './settlementRules.js';

export const sportsOpsErrors = {
  marketNotFound: () => new ApiError(404, 'SPORTS_MARKET_NOT_FOUND', 'No such market'),
  marketNotSettleable: (state: string) =>
    new ApiError(409, 'SPORTS_MARKET_NOT_SETTLEABLE', 'This market cannot take a result now', {
      state,
    }),
  resultKind: (expected: string) =>
    new ApiError(400, 'SPORTS_RESULT_KIND', `This market is settled by a ${expected} result`, {
      expected,
    }),
  betNotOpen: () => new ApiError(409, 'SPORTS_BET_NOT_OPEN', 'Only an open bet can be voided'),
};

/**
 * Writes an operator's result fact on a market as the feed would: a CLOSED (or still trading)
 * market is closed and RESULTED at result_version 1; a RESULTED one is corrected (+ 1); VOID
 * voids it. The feed's trigger keeps the state machine. Returns the market's before and after.
 */
export async function writeMarketResult(
  trx: Kysely<Database>,
  marketId: string,
  result: MarketResult,
  reason: string,
) {
  const market = await trx
    .selectFrom('sports_markets')
    .select(['kind', 'state', 'result', 'result_version'])
    .where('id', '=', marketId)
    .forUpdate()
    .executeTakeFirst();
  if (!market) throw sportsOpsErrors.marketNotFound();
  const expected = resultKindOf(market.kind);
  if (result.kind !== 'VOID' && result.kind !== expected)
    throw sportsOpsErrors.resultKind(expected);
  if (market.state === 'VOID') throw sportsOpsErrors.marketNotSettleable(market.state);
  const before = {
    state: market.state,
    result: market.result,
    resultVersion: market.result_version,
  };
  if (result.kind === 'VOID') {
    if (market.state === 'RESULTED') throw sportsOpsErrors.marketNotSettleable(market.state);
    await trx
      .updateTable('sports_markets')
      .set({ state: 'VOID', suspended_by: null, void_reason: reason })
      .where('id', '=', marketId)
      .execute();
    return { before, after: { state: 'VOID', result: null, resultVersion: market.result_version } };
  }
  const fact = {
    winners: result.kind === 'WINNERS' ? [...result.winners] : [],
    home: result.kind === 'SCORE' ? result.home : null,
    away: result.kind === 'SCORE' ? result.away : null,
    total: result.kind === 'TOTAL' ? result.total : null,
  };
  if (market.state === 'OPEN' || market.state === 'SUSPENDED')
    await trx
      .updateTable('sports_markets')
      .set({ state: 'CLOSED', suspended_by: null })
      .where('id', '=', marketId)
      .execute();
  const resultVersion = market.result_version + 1;
  await trx
    .updateTable('sports_markets')
    .set({
      state: 'RESULTED',
      result: JSON.stringify(fact),
      result_version: resultVersion,
      resulted_at: new Date(),
    })
    .where('id', '=', marketId)
    .execute();
  return { before, after: { state: 'RESULTED', result: fact, resultVersion } };
}

/**
 * The house's worst case on an event, per selection: what the open and pending bets with a leg
 * on that selection would return if it won, less the stakes of every open bet on the event (all
 * kept if it does not). A multiple counts in full on each of its legs: the worst case.
 */
export async function eventLiability(
  db: Kysely<Database>,
  eventId: string,
  brandIds: readonly string[] | null,
): Promise<EventLiability> {
  const open = (query: ReturnType<typeof base>) =>
    brandIds === null ? query : query.where('b.brand_id', 'in', [...brandIds]);
  const base = () =>
    db
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
      .where('l.event_id', '=', eventId)
      .where('b.state', 'in', ['PENDING', 'OPEN'])
      .where('b.is_trial', '=', false);
  const { stake } = await open(base())
    .select(sql<string>`coalesce(sum(b.stake_minor), 0)`.as('stake'))
    .executeTakeFirstOrThrow();
  const rows = await open(base())
    .innerJoin('sports_selections as s', 's.id', 'l.selection_id')
    .select([
      'l.market_id',
      'l.selection_id',
      's.code',
      sql<string>`count(*)`.as('bets'),
      sql<string>`sum(b.stake_minor)`.as('stake'),
      sql<string>`sum(b.potential_return_minor)`.as('potential'),
    ])
    .groupBy(['l.market_id', 'l.selection_id', 's.code'])
    .orderBy('l.market_id')
    .orderBy('l.selection_id')
    .execute();
  return {
    eventId,
    openStake: minorToMajor(BigInt(stake)),
    selections: rows.map((row) => ({
      marketId: String(row.market_id),
      selectionId: String(row.selection_id),
      selectionCode: row.code,
      openBets: Number(row.bets),
      stake: minorToMajor(BigInt(row.stake)),
      liability: minorToMajor(BigInt(row.potential) - BigInt(stake)),
    })),
  };
}
