import type { OpsLiveTable } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import { LIVE_TABLES_CHANNEL } from '../../db/migrations/0063_live_tables.js';
import type { LiveTableLimits } from '../../db/liveTablesSchema.js';
import type { Database } from '../../db/schema.js';
import { brandPeriodStart, timeZoneOfBrand } from '../brands/brandTime.js';
import { latestRounds } from '../live-tables/tableReads.js';
import { minorToMajor } from '../wallet/money.js';
import {
  assertPauseChanges,
  runTableCommand,
  tableOpsErrors,
  type TableCommandInput,
} from './tableCommand.js';

const limitsView = (limits: LiveTableLimits) =>
  Object.entries(limits).map(([betType, limit]) => ({
    betType,
    min: minorToMajor(BigInt(limit.minMinor)),
    max: minorToMajor(BigInt(limit.maxMinor)),
  }));

/**
 * The brand's live tables and cockfights as the console shows them (one table with `tableId`):
 * open or paused, the limits now and those set for the next round, the round now, and the
 * money through each table since the brand's day began (real accounts; undone bets left out).
 */
export async function listLiveTablesForOps(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
  tableId?: string,
): Promise<OpsLiveTable[]> {
  const tables = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('enabled', '=', true)
    .$if(tableId !== undefined, (query) => query.where('id', '=', tableId!))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const ids = tables.map((table) => String(table.id));
  const rounds = await latestRounds(db, ids);
  const dayStart = brandPeriodStart(await timeZoneOfBrand(db, brandId), 'DAILY', now);
  const money =
    ids.length === 0
      ? []
      : await db
          .selectFrom('live_placements')
          .select([
            'table_id',
            (eb) => eb.fn.sum<string>('total_minor').as('stakes'),
            (eb) => eb.fn.sum<string>('return_minor').as('returns'),
          ])
          .where('brand_id', '=', brandId)
          .where('created_at', '>=', dayStart)
          .where('table_id', 'in', ids)
          .where('state', '<>', 'UNDONE')
          .where('is_trial', '=', false)
          .groupBy('table_id')
          .execute();
  const today = new Map(money.map((row) => [String(row.table_id), row]));
  return tables.map((table) => {
    const round = rounds.get(String(table.id));
    const totals = today.get(String(table.id));
    const stakes = BigInt(totals?.stakes ?? 0);
    const returns = BigInt(totals?.returns ?? 0);
    return {
      id: String(table.id),
      code: table.code,
      game: table.game,
      category: table.category,
      name: table.name,
      paused: table.paused,
      bettingSeconds: table.betting_ms / 1000,
      limits: limitsView(table.limits),
      nextLimits: table.next_limits ? limitsView(table.next_limits) : null,
      round: round
        ? {
            roundNo: round.round_no,
            state: round.state,
            closesAt: new Date(round.closes_at).toISOString(),
            resultDueAt: new Date(round.result_due_at).toISOString(),
          }
        : null,
      today: {
        stakes: minorToMajor(stakes),
        returns: minorToMajor(returns),
        houseResult: minorToMajor(stakes - returns),
      },
    };
  });
}

const lockLiveTable = (trx: Kysely<Database>, tableId: string) =>
  trx
    .selectFrom('live_tables')
    .select(['id', 'brand_id', 'paused', 'limits', 'next_limits'])
    .where('id', '=', tableId)
    .where('enabled', '=', true)
    .forUpdate()
    .executeTakeFirst();

/**
 * Pauses a live table (its round now finishes and is settled by the clock, which opens no next
 * one) or resumes it (the clock opens the next round). The table's watchers hear it at once.
 */
export const setLiveTablePaused = (
  db: Kysely<Database>,
  input: TableCommandInput & { paused: boolean },
) =>
  runTableCommand(db, {
    ...input,
    action: input.paused ? 'live-table.pause' : 'live-table.resume',
    targetType: 'live_table',
    lock: lockLiveTable,
    change: async (trx, table) => {
      assertPauseChanges(table.paused, input.paused);
      await trx
        .updateTable('live_tables')
        .set({ paused: input.paused })
        .where('id', '=', table.id)
        .execute();
      await sql`select pg_notify(${LIVE_TABLES_CHANNEL}, ${String(table.id)})`.execute(trx);
      return { before: { paused: table.paused }, after: { paused: input.paused } };
    },
  });

export interface LimitChange {
  betType: string;
  minMinor: bigint;
  maxMinor: bigint;
}

/** The table's limits with these bet types changed, each checked: known, once, min ≤ max. */
function changedLimits(limits: LiveTableLimits, changes: readonly LimitChange[]): LiveTableLimits {
  const next = { ...limits };
  const seen = new Set<string>();
  for (const change of changes) {
    if (!(change.betType in limits) || seen.has(change.betType))
      throw tableOpsErrors.betTypeUnknown(change.betType);
    seen.add(change.betType);
    if (change.minMinor <= 0n || change.minMinor > change.maxMinor)
      throw tableOpsErrors.limitsInvalid(change.betType);
    next[change.betType] = { minMinor: Number(change.minMinor), maxMinor: Number(change.maxMinor) };
  }
  return next;
}

/**
 * Changes a live table's limits per bet type from its next round: a round in play keeps the
 * limits it opened with (the clock applies `next_limits` as it opens the next one); a table
 * between rounds, or paused, takes them at once.
 */
export const setLiveTableLimits = (
  db: Kysely<Database>,
  input: TableCommandInput & { limits: readonly LimitChange[] },
) =>
  runTableCommand(db, {
    ...input,
    action: 'live-table.limits',
    targetType: 'live_table',
    lock: lockLiveTable,
    change: async (trx, table) => {
      const before = table.next_limits ?? table.limits;
      const after = changedLimits(before, input.limits);
      const round = (await latestRounds(trx, [String(table.id)])).get(String(table.id));
      const inPlay = round !== undefined && round.state !== 'SETTLED';
      await trx
        .updateTable('live_tables')
        .set(
          inPlay
            ? { next_limits: JSON.stringify(after) }
            : { limits: JSON.stringify(after), next_limits: null },
        )
        .where('id', '=', table.id)
        .execute();
      return {
        before: { limits: before },
        after: { limits: after, from: inPlay ? 'NEXT_ROUND' : 'NOW' },
      };
    },
  });
