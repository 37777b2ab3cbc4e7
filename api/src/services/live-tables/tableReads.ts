import type { LiveRound, LiveTable, LiveTableState } from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import { baccarat } from '@site/house-games/engines';
import type { LiveRoundsTable, LiveTablesTable } from '../../db/liveTablesSchema.js';
import type { Database } from '../../db/schema.js';
import { minorToMajor } from '../wallet/money.js';
import { liveTableErrors } from './tableBets.js';

/** Results a table's state carries (the roads are drawn from them). */
export const RESULTS_KEPT = 72;

const iso = (value: Date) => new Date(value).toISOString();

/** The states of a round whose result (and so its seed) is out. */
export const RESULTED_STATES = ['RESULT', 'SETTLED'] as const;
const hasResult = (row: Selectable<LiveRoundsTable>) =>
  (RESULTED_STATES as readonly string[]).includes(row.state);

/** A round's public part: the seed only once the round has its result. */
export function roundView(row: Selectable<LiveRoundsTable>): LiveRound {
  const revealed = hasResult(row);
  return {
    roundNo: row.round_no,
    state: row.state,
    openedAt: iso(row.opened_at),
    closesAt: iso(row.closes_at),
    resultDueAt: iso(row.result_due_at),
    serverSeedHash: row.server_seed_hash,
    posted: row.posted,
    outcome: revealed ? row.outcome : null,
    winner: revealed ? row.winner : null,
    resultedAt: row.resulted_at ? iso(row.resulted_at) : null,
    serverSeed: revealed ? row.server_seed : null,
  };
}

/** A table's public part with its round now. */
export function tableView(
  row: Selectable<LiveTablesTable>,
  round: Selectable<LiveRoundsTable> | undefined,
): LiveTable {
  return {
    code: row.code,
    game: row.game,
    category: row.category,
    name: row.name,
    bettingSeconds: row.betting_ms / 1000,
    limits: Object.entries(row.limits).map(([betType, limit]) => ({
      betType,
      min: minorToMajor(BigInt(limit.minMinor)),
      max: minorToMajor(BigInt(limit.maxMinor)),
    })),
    paused: row.paused,
    round: round ? roundView(round) : null,
  };
}

/** The latest round of each of these tables. */
export async function latestRounds(db: Kysely<Database>, tableIds: string[]) {
  if (tableIds.length === 0) return new Map<string, Selectable<LiveRoundsTable>>();
  const rows = await db
    .selectFrom('live_rounds')
    .selectAll()
    .distinctOn('table_id')
    .where('table_id', 'in', tableIds)
    .orderBy('table_id')
    .orderBy('round_no', 'desc')
    .execute();
  return new Map(rows.map((row) => [String(row.table_id), row]));
}

export async function tableIdOf(db: Kysely<Database>, brandId: string, code: string) {
  const row = await db
    .selectFrom('live_tables')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) throw liveTableErrors.tableNotFound();
  return String(row.id);
}

/**
 * A table's state as a page opens or resumes: the round now, the last results (their seeds
 * revealed), every member's totals per spot on the round now and, for baccarat, the roads.
 */
export async function tableState(
  db: Kysely<Database>,
  tableId: string,
  now: Date,
): Promise<LiveTableState> {
  const table = await db
    .selectFrom('live_tables')
    .selectAll()
    .where('id', '=', tableId)
    .executeTakeFirstOrThrow();
  const rounds = await db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .limit(RESULTS_KEPT + 1)
    .execute();
  const current = rounds[0];
  const results = rounds.filter(hasResult);
  const totals = current
    ? await db
        .selectFrom('live_bets as b')
        .innerJoin('live_placements as p', 'p.id', 'b.placement_id')
        .select([
          'b.spot',
          (eb) => eb.fn.sum<string>('b.amount_minor').as('amount'),
          (eb) => eb.fn.countAll<string>().as('bets'),
        ])
        .where('b.round_id', '=', current.id)
        .where('p.state', '<>', 'UNDONE')
        .groupBy('b.spot')
        .orderBy('b.spot')
        .execute()
    : [];
  const history = results
    .slice(0, RESULTS_KEPT)
    .reverse()
    .map((round) => round.winner as baccarat.Winner);
  return {
    table: tableView(table, current),
    serverTime: now.toISOString(),
    results: results.slice(0, RESULTS_KEPT).map(roundView),
    totals: totals.map((row) => ({
      spot: row.spot,
      amount: minorToMajor(BigInt(row.amount)),
      bets: Number(row.bets),
    })),
    roads:
      table.game === 'BACCARAT'
        ? { bead: baccarat.beadRoad(history), big: baccarat.bigRoad(history) }
        : null,
  };
}
