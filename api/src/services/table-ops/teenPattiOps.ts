import type { OpsTeenPattiTable } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandPeriodStart, timeZoneOfBrand } from '../brands/brandTime.js';
import { listTables } from '../teen-patti/teenPattiTables.js';
import { minorToMajor } from '../wallet/money.js';
import {
  assertPauseChanges,
  runTableCommand,
  tableOpsErrors,
  type TableCommandInput,
} from './tableCommand.js';

/**
 * The brand's teen patti tables as the console shows them: what players see (seats, the hand in
 * play, boot, rake, paused), the boot and rake set for the next hand, and the rake the house
 * took on the hands finished since the brand's day began.
 */
export async function listTeenPattiTablesForOps(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<OpsTeenPattiTable[]> {
  const tables = await listTables(db, brandId, now);
  const dayStart = brandPeriodStart(await timeZoneOfBrand(db, brandId), 'DAILY', now);
  const rows = await db
    .selectFrom('pvp_tables as t')
    .select([
      't.id',
      't.next_boot_minor',
      't.next_rake_basis_points',
      (eb) =>
        eb
          .selectFrom('pvp_hands as h')
          .select((inner) => inner.fn.sum<string>('h.rake_minor').as('rake'))
          .whereRef('h.table_id', '=', 't.id')
          .where('h.state', '=', 'FINISHED')
          .where('h.finished_at', '>=', dayStart)
          .as('today_rake'),
    ])
    .where('t.brand_id', '=', brandId)
    .execute();
  const extras = new Map(rows.map((row) => [String(row.id), row]));
  return tables.map((table) => {
    const extra = extras.get(table.id);
    return {
      id: table.id,
      name: table.name,
      seats: table.seats,
      seated: table.seated,
      playing: table.playing,
      paused: table.paused,
      boot: table.boot,
      maxStake: table.maxStake,
      rakeBasisPoints: table.rakeBasisPoints,
      nextBoot: extra?.next_boot_minor ? minorToMajor(extra.next_boot_minor) : null,
      nextRakeBasisPoints: extra?.next_rake_basis_points ?? null,
      todayRake: minorToMajor(BigInt(extra?.today_rake ?? 0)),
    };
  });
}

const lockTeenPattiTable = (trx: Kysely<Database>, tableId: string) =>
  trx
    .selectFrom('pvp_tables')
    .select([
      'id',
      'brand_id',
      'paused',
      'boot_minor',
      'max_stake_minor',
      'rake_basis_points',
      'next_boot_minor',
      'next_rake_basis_points',
    ])
    .where('id', '=', tableId)
    .forUpdate()
    .executeTakeFirst();

const handInPlay = async (trx: Kysely<Database>, tableId: string) =>
  (await trx
    .selectFrom('pvp_hands')
    .select('id')
    .where('table_id', '=', tableId)
    .where('state', '=', 'PLAYING')
    .executeTakeFirst()) !== undefined;

/**
 * Pauses a teen patti table (the hand in play finishes; none is dealt after it) or resumes it
 * (the clock deals once players are ready). The table's version moves: its pages hear it.
 */
export const setTeenPattiPaused = (
  db: Kysely<Database>,
  input: TableCommandInput & { paused: boolean },
) =>
  runTableCommand(db, {
    ...input,
    action: input.paused ? 'teen-patti-table.pause' : 'teen-patti-table.resume',
    targetType: 'pvp_table',
    lock: lockTeenPattiTable,
    change: async (trx, table) => {
      assertPauseChanges(table.paused, input.paused);
      await trx
        .updateTable('pvp_tables')
        .set({ paused: input.paused, version: sql`version + 1` })
        .where('id', '=', table.id)
        .execute();
      return { before: { paused: table.paused }, after: { paused: input.paused } };
    },
  });

/**
 * Changes a teen patti table's boot (at most its top stake) or rake (0 to 10 %, the schema's
 * bound) for the next hand: a hand in play keeps its own (the deal applies the next hand's
 * terms, teenPattiHands.ts); a table with no hand in play takes them at once.
 */
export const setTeenPattiTerms = (
  db: Kysely<Database>,
  input: TableCommandInput & { bootMinor?: bigint; rakeBasisPoints?: number },
) =>
  runTableCommand(db, {
    ...input,
    action: 'teen-patti-table.terms',
    targetType: 'pvp_table',
    lock: lockTeenPattiTable,
    change: async (trx, table) => {
      if (input.bootMinor === undefined && input.rakeBasisPoints === undefined)
        throw tableOpsErrors.nothingToChange();
      const before = {
        bootMinor: BigInt(table.next_boot_minor ?? table.boot_minor),
        rakeBasisPoints: table.next_rake_basis_points ?? table.rake_basis_points,
      };
      const after = {
        bootMinor: input.bootMinor ?? before.bootMinor,
        rakeBasisPoints: input.rakeBasisPoints ?? before.rakeBasisPoints,
      };
      if (after.bootMinor > BigInt(table.max_stake_minor))
        throw tableOpsErrors.bootAboveMaxStake(minorToMajor(table.max_stake_minor));
      const inPlay = await handInPlay(trx, String(table.id));
      await trx
        .updateTable('pvp_tables')
        .set(
          inPlay
            ? { next_boot_minor: after.bootMinor, next_rake_basis_points: after.rakeBasisPoints }
            : {
                boot_minor: after.bootMinor,
                rake_basis_points: after.rakeBasisPoints,
                next_boot_minor: null,
                next_rake_basis_points: null,
                version: sql`version + 1`,
              },
        )
        .where('id', '=', table.id)
        .execute();
      return { before, after: { ...after, from: inPlay ? 'NEXT_HAND' : 'NOW' } };
    },
  });
