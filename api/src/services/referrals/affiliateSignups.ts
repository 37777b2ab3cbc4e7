import type { AffiliateSignupPage, AffiliateSignupsQuery } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';
import { startOfBrandMonth } from './referralConfig.js';
import { timeZoneOfAccount } from '../brands/brandTime.js';

/**
 * The affiliate programme's sign-ups (GET /wps/agent/signups): members who registered with the
 * agent's affiliate code (0032 `affiliate_signups`), newest first, each with its first credited
 * deposit; and this month's count. Downlines the agent registered by hand are not sign-ups.
 */
export async function affiliateSignups(
  db: Kysely<Database>,
  agentId: string,
  query: AffiliateSignupsQuery,
  now: Date,
): Promise<AffiliateSignupPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const monthStart = startOfBrandMonth(now, await timeZoneOfAccount(db, agentId));
  const base = db.selectFrom('affiliate_signups as s').where('s.agent_id', '=', agentId);
  const [rows, counts] = await Promise.all([
    base
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('deposit_orders as d')
            .select(['d.settled_at', 'd.amount_minor'])
            .whereRef('d.account_id', '=', 's.account_id')
            .where('d.state', '=', 'credited')
            .orderBy('d.settled_at')
            .orderBy('d.id')
            .limit(1)
            .as('f'),
        (join) => join.onTrue(),
      )
      .select([
        'a.username',
        's.registered_at',
        'f.settled_at as first_deposit_at',
        'f.amount_minor as first_deposit_minor',
      ])
      .orderBy('s.registered_at', 'desc')
      .orderBy('s.account_id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) filter (where s.registered_at >= ${monthStart})`.as('month'),
        sql<string>`count(*) filter (where s.registered_at >= ${monthStart}
          and exists (select 1 from deposit_orders d
                      where d.account_id = s.account_id and d.state = 'credited'))`.as(
          'month_deposited',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    thisMonth: Number(counts.month),
    thisMonthDeposited: Number(counts.month_deposited),
    total: Number(counts.total),
    list: rows.map((row) => ({
      account: row.username,
      registeredAt: row.registered_at.toISOString(),
      firstDepositAt: row.first_deposit_at ? new Date(row.first_deposit_at).toISOString() : null,
      firstDeposit: row.first_deposit_minor ? minorToMajor(BigInt(row.first_deposit_minor)) : null,
    })),
  };
}
