import { sql, type Kysely } from 'kysely';
import { tableEngine, type TableGame } from '@site/house-games/engines';
import type { Database } from '../../db/schema.js';
import { syncVipLevel } from '../content/vipService.js';
import { earnPointsForRound } from '../points/pointLedger.js';
import { lockMembers, payFromHouse } from '../wallet/memberMoney.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { HOUSE_TABLES_VENDOR, placementRoundId } from './liveTablesVendor.js';

export const winLedgerKey = (placementId: string) => `live-win:${placementId}`;

/**
 * Settles a round once (issue 42 item 1): under the round's row lock, a RESULT round's placements
 * are paid (one WIN movement each, keyed by the placement), their betting records settled and
 * the round moved to SETTLED, all in one transaction. The round's state is the job's key: a
 * second run, in this process or another, finds it SETTLED and does nothing (false).
 *
 * A stake that came back whole (baccarat's player or banker on a tie, the cockfight's sides on a
 * draw) is no valid bet: it counts for neither turnover nor rebate.
 */
export async function settleRound(db: Kysely<Database>, roundId: string, now: Date) {
  return withTransactionRetry(db, async (trx) => {
    const round = await trx
      .selectFrom('live_rounds as r')
      .innerJoin('live_tables as t', 't.id', 'r.table_id')
      .select(['r.id', 'r.state', 'r.outcome', 't.game', 't.category'])
      .where('r.id', '=', roundId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!round || round.state !== 'RESULT') return false;
    const engine = tableEngine(round.game as TableGame);

    const placements = await trx
      .selectFrom('live_placements')
      .select(['id', 'member_id', 'is_trial'])
      .where('round_id', '=', roundId)
      .where('state', '=', 'PLACED')
      .orderBy('id')
      .execute();
    const bets = await trx
      .selectFrom('live_bets as b')
      .innerJoin('live_placements as p', 'p.id', 'b.placement_id')
      .select(['b.id', 'b.placement_id', 'b.spot', 'b.amount_minor'])
      .where('b.round_id', '=', roundId)
      .where('p.state', '=', 'PLACED')
      .execute();
    const money = await lockMembers(
      trx,
      placements.map((p) => String(p.member_id)),
      now,
    );

    const betIds: string[] = [];
    const betReturns: string[] = [];
    for (const placement of placements) {
      const member = money.get(String(placement.member_id))!;
      let paid = 0n;
      let pushed = 0n;
      let staked = 0n;
      for (const bet of bets) {
        if (String(bet.placement_id) !== String(placement.id)) continue;
        const amount = BigInt(bet.amount_minor);
        const returned = BigInt(engine.returnOf(bet.spot, Number(amount), round.outcome));
        betIds.push(String(bet.id));
        betReturns.push(String(returned));
        paid += returned;
        staked += amount;
        if (returned === amount) pushed += amount;
      }
      await payFromHouse(trx, member, paid, 'WIN', winLedgerKey(String(placement.id)), now);
      await trx
        .updateTable('live_placements')
        .set({ state: 'SETTLED', return_minor: paid, settled_at: now })
        .where('id', '=', placement.id)
        .execute();
      const roundIdOfRecord = placementRoundId(String(placement.id));
      await trx
        .updateTable('bet_records')
        .set({
          status: 'SETTLED',
          win_minor: paid,
          valid_bet_minor: staked - pushed,
          settled_at: now,
        })
        .where('member_id', '=', member.member.id)
        .where('vendor', '=', HOUSE_TABLES_VENDOR)
        .where('round_id', '=', roundIdOfRecord)
        .execute();
      if (!placement.is_trial) {
        await earnPointsForRound(trx, {
          brandId: member.member.brandId,
          accountId: member.member.id,
          vendor: HOUSE_TABLES_VENDOR,
          roundId: roundIdOfRecord,
          now,
          category: round.category,
        });
      }
    }
    if (betIds.length > 0)
      await sql`update live_bets b set return_minor = v.paid
        from unnest(${betIds}::bigint[], ${betReturns}::bigint[]) as v(id, paid)
        where b.id = v.id`.execute(trx);
    for (const member of money.values())
      if (!member.member.isTrial) await syncVipLevel(trx, member.member, now);
    await trx
      .updateTable('live_rounds')
      .set({ state: 'SETTLED', settled_at: now })
      .where('id', '=', roundId)
      .execute();
    return true;
  });
}
