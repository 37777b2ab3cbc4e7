import type { LiveTableCard } from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { LiveRoundsTable, LiveTablesTable } from '../../db/liveTablesSchema.js';
import type { Database } from '../../db/schema.js';
import { tableView } from './tableReads.js';

/** Results a table's card carries (the list shows them as marks under the table). */
export const CARD_RESULTS = 8;

/**
 * Each table's latest rounds, newest first: the first is the round now, the revealed ones among
 * them its last results. One query for all the tables (their history index, newest first).
 */
async function recentRounds(db: Kysely<Database>, tableIds: string[]) {
  const byTable = new Map<string, Array<Selectable<LiveRoundsTable>>>();
  if (tableIds.length === 0) return byTable;
  const rows = await db
    .selectFrom('live_tables as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('live_rounds as r')
          .selectAll('r')
          .whereRef('r.table_id', '=', 't.id')
          .orderBy('r.round_no', 'desc')
          // The round now may be one without a result yet.
          .limit(CARD_RESULTS + 1)
          .as('r'),
      (join) => join.onTrue(),
    )
    .selectAll('r')
    .where('t.id', 'in', tableIds)
    .orderBy('r.round_no', 'desc')
    .execute();
  for (const row of rows) {
    const tableId = String(row.table_id);
    byTable.set(tableId, [...(byTable.get(tableId) ?? []), row]);
  }
  return byTable;
}

async function cardsOf(
  db: Kysely<Database>,
  tables: Array<Selectable<LiveTablesTable>>,
): Promise<LiveTableCard[]> {
  const rounds = await recentRounds(
    db,
    tables.map((table) => String(table.id)),
  );
  return tables.map((table) => {
    const recent = rounds.get(String(table.id)) ?? [];
    return {
      ...tableView(table, recent[0]),
      lastResults: recent
        .filter((round) => (round.state === 'RESULT' || round.state === 'SETTLED') && round.winner)
        .slice(0, CARD_RESULTS)
        .map((round) => ({ roundNo: round.round_no, winner: round.winner! })),
    };
  });
}

/** The brand's open tables as the list shows them, in the lobby's order. */
export async function brandCards(db: Kysely<Database>, brandId: string): Promise<LiveTableCard[]> {
  const tables = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return cardsOf(db, tables);
}

/** One table's card (null once it is closed: the list no longer shows it). */
export async function tableCard(
  db: Kysely<Database>,
  tableId: string,
): Promise<LiveTableCard | null> {
  const tables = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('id', '=', tableId)
    .where('enabled', '=', true)
    .execute();
  return (await cardsOf(db, tables))[0] ?? null;
}

/** The brand a table belongs to (null: no such table). */
export async function brandOfTable(db: Kysely<Database>, tableId: string): Promise<string | null> {
  const row = await db
    .selectFrom('live_tables')
    .select('brand_id')
    .where('id', '=', tableId)
    .executeTakeFirst();
  return row ? String(row.brand_id) : null;
}
