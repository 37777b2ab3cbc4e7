import type { LuckyTicketRules } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { TicketKind } from '../../db/luckyDrawSchema.js';
import type { Database } from '../../db/schema.js';
import type { LuckyDrawConfig, TicketRules } from '../brands/brandConfig.js';
import { syncVipLevel } from '../content/vipService.js';
import { TRIAL_ACCOUNT_TYPE, type AccountSummary } from '../members/accountRepository.js';
import { betTickets, DAY_MS } from './luckyDrawConfig.js';

const toMinor = (major: number) => BigInt(Math.round(major * 100));

/**
 * Grants the tickets the member earned by the brand's rules and has not been given yet. Runs
 * when the member opens the page and before a spin or an opening (no job): every grant is an
 * insert keyed by what earned it (`deposit:<order>`, `bet:<day>:<n>`, `vip:<level>:<n>`) that
 * does nothing when the key is there, so running it twice, or twice at once, grants once.
 * Only earnings of the last `lookbackDays` count; trial accounts earn nothing.
 */
export async function syncTickets(
  db: Kysely<Database>,
  config: LuckyDrawConfig,
  member: AccountSummary,
  now: Date,
): Promise<void> {
  if (member.isAgent === TRIAL_ACCOUNT_TYPE) return;
  const since = new Date(now.getTime() - config.lookbackDays * DAY_MS);
  const { level } = await syncVipLevel(db, member, now);
  const [deposits, days, levels] = await Promise.all([
    db
      .selectFrom('deposit_orders')
      .select(['id', 'amount_minor'])
      .where('account_id', '=', member.id)
      .where('state', '=', 'credited')
      .where('settled_at', '>', since)
      .execute(),
    db
      .selectFrom('bet_records')
      .select([
        sql<string>`to_char(settled_at at time zone ${config.timeZone}, 'YYYY-MM-DD')`.as('day'),
        sql<string>`coalesce(sum(valid_bet_minor), 0)`.as('valid_bet'),
      ])
      .where('member_id', '=', member.id)
      .where('status', '=', 'SETTLED')
      .where('is_trial', '=', false)
      .where('settled_at', '>', since)
      .where('settled_at', '<=', now)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('vip_level_ups')
      .select('level')
      .where('member_id', '=', member.id)
      .where('level', '<=', level)
      .where('reached_at', '>', since)
      .execute(),
  ]);
  const earned = (rules: TicketRules): string[] => [
    ...(rules.depositMin === null
      ? []
      : deposits
          .filter((order) => BigInt(order.amount_minor) >= toMinor(rules.depositMin!))
          .map((order) => `deposit:${order.id}`)),
    ...days.flatMap(({ day, valid_bet }) =>
      Array.from(
        { length: betTickets(BigInt(valid_bet), rules) },
        (_, index) => `bet:${day}:${index + 1}`,
      ),
    ),
    ...levels.flatMap(({ level: reached }) =>
      Array.from(
        { length: Math.max(0, Math.floor(rules.vipLevels[String(reached)] ?? 0)) },
        (_, index) => `vip:${reached}:${index + 1}`,
      ),
    ),
  ];
  const rows = (['WHEEL', 'ENVELOPE'] as const).flatMap((kind) =>
    earned(kind === 'WHEEL' ? config.wheel.tickets : config.envelope.tickets).map((earnedBy) => ({
      brand_id: member.brandId,
      account_id: member.id,
      kind,
      earned_by: earnedBy,
      created_at: now,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('lucky_tickets')
    .values(rows)
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'earned_by']).doNothing())
    .execute();
}

const SPENT_IN = { WHEEL: 'wheel_spins', ENVELOPE: 'envelope_openings' } as const;

const unspent = (db: Kysely<Database>, memberId: string, kind: TicketKind) =>
  db
    .selectFrom('lucky_tickets as t')
    .where('t.account_id', '=', memberId)
    .where('t.kind', '=', kind)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(SPENT_IN[kind]).select('id').whereRef('ticket_id', '=', 't.id'))),
    );

/** The member's unspent tickets of a kind. */
export async function ticketsLeft(
  db: Kysely<Database>,
  memberId: string,
  kind: TicketKind,
): Promise<number> {
  const row = await unspent(db, memberId, kind)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes the member's oldest unspent ticket of a kind for this transaction: `skip locked`, so a
 * concurrent spin takes another ticket or none; the spend's unique ticket id is the backstop.
 */
export async function takeTicket(
  trx: Kysely<Database>,
  memberId: string,
  kind: TicketKind,
): Promise<string | null> {
  const row = await unspent(trx, memberId, kind)
    .select('t.id')
    .orderBy('t.id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The rules as the page shows them. */
export const rulesView = (rules: TicketRules): LuckyTicketRules => ({
  depositMin: rules.depositMin,
  validBetPerTicket: rules.validBetPerTicket,
  maxBetTicketsPerDay: rules.maxBetTicketsPerDay,
  vipLevels: Object.entries(rules.vipLevels)
    .map(([level, tickets]) => ({ level: Number(level), tickets }))
    .filter((entry) => entry.tickets > 0)
    .sort((a, b) => a.level - b.level),
});
