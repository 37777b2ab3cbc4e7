import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { tableEngine, type TableGame } from '@site/house-games/engines';
import { FairStream, newServerSeed, serverSeedHash } from '@site/house-games/fair';
import type { Database } from '../../db/schema.js';
import { settleRound } from './roundSettlement.js';
import { latestRounds } from './tableReads.js';

export interface TableClockOptions {
  /** A table's lease: renewed while held, taken over by another process once it lapses. */
  leaseMs: number;
}

export const DEFAULT_TABLE_CLOCK_OPTIONS: TableClockOptions = { leaseMs: 10_000 };

/** The round's fair stream: HMAC-SHA256(server seed, `${tableCode}:${roundNo}:${cursor}`). */
export const roundStream = (serverSeed: string, tableCode: string, roundNo: number) =>
  new FairStream({ serverSeed, clientSeed: tableCode, nonce: roundNo });

interface TableAndRound {
  tableId: string;
  code: string;
  game: TableGame;
  bettingMs: number;
  dealingMs: number;
  pauseMs: number;
  /** Paused by an operator: the round now finishes, no next one opens. */
  paused: boolean;
  round: {
    id: string;
    roundNo: number;
    state: string;
    serverSeed: string;
    closesAt: Date;
    resultDueAt: Date;
    resultedAt: Date | null;
  } | null;
}

/**
 * Runs the tables' rounds on the server's clock (issue 42 item 1), whether or not anyone
 * watches: BETTING until its deadline → CLOSED → RESULT at its due time → SETTLED (one
 * transaction, roundSettlement.ts) → the next round after the table's pause. Each table has one
 * owner, the process holding its lease (live_table_leases); the others only relay (tableHub.ts).
 * Every step is a conditional update of the round's state, and the database allows only the
 * next state, so a process that lost its lease without knowing it cannot double a step.
 *
 * An idle tick does no query: the clock remembers when its tables next need a step and when its
 * leases need renewing (at half their length), and reads the rounds only then.
 */
export class TableClock {
  readonly holder = randomUUID();
  #owned = new Set<string>();
  #leaseRenewAt = 0;
  #nextStepAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: TableClockOptions = DEFAULT_TABLE_CLOCK_OPTIONS,
  ) {}

  /** The tables this process runs, as of its last lease renewal. */
  get ownedTables(): ReadonlySet<string> {
    return this.#owned;
  }

  /** Takes the free or lapsed leases of the enabled tables and renews its own. */
  async holdLeases(now: Date): Promise<ReadonlySet<string>> {
    const { rows } = await sql<{ table_id: string }>`
      insert into live_table_leases (table_id, holder, expires_at)
      select id, ${this.holder}, ${new Date(now.getTime() + this.options.leaseMs)}
        from live_tables where enabled
      on conflict (table_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where live_table_leases.holder = ${this.holder} or live_table_leases.expires_at < ${now}
      returning table_id`.execute(this.db);
    const owned = new Set(rows.map((row) => String(row.table_id)));
    // A table taken over by someone else's step must be re-read at once.
    if ([...owned].some((id) => !this.#owned.has(id))) this.#nextStepAt = 0;
    this.#owned = owned;
    this.#leaseRenewAt = now.getTime() + this.options.leaseMs / 2;
    return owned;
  }

  /** Lets the leases go (a clean shutdown): another process takes the tables at once. */
  async release(): Promise<void> {
    await this.db.deleteFrom('live_table_leases').where('holder', '=', this.holder).execute();
    this.#owned = new Set();
  }

  /** One tick: renews the leases when due, then steps the tables whose next step is due. */
  async tick(now: Date): Promise<{ owned: number; steps: number }> {
    if (now.getTime() >= this.#leaseRenewAt) await this.holdLeases(now);
    if (this.#owned.size === 0 || now.getTime() < this.#nextStepAt)
      return { owned: this.#owned.size, steps: 0 };
    let steps = 0;
    let nextStepAt = Number.POSITIVE_INFINITY;
    // One table that fails a step (it is tried again next tick) must not hold up the others.
    const failures: unknown[] = [];
    for (const table of await this.#tablesWithRounds([...this.#owned])) {
      try {
        // A round may owe several steps (a takeover after a crash): take them in order.
        for (let step = 0; step < 4; step += 1) {
          const due = dueAt(table);
          if (due > now.getTime()) {
            // A paused table's resume is read again with the next lease renewal.
            nextStepAt = Math.min(nextStepAt, Number.isFinite(due) ? due : this.#leaseRenewAt);
            break;
          }
          const next = await this.#step(table, now);
          steps += 1;
          if (!next) {
            // Another process moved the round: read it again on the next tick.
            nextStepAt = now.getTime();
            break;
          }
          table.round = next;
        }
      } catch (error) {
        failures.push(error);
        nextStepAt = now.getTime();
      }
    }
    this.#nextStepAt = nextStepAt;
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} live tables could not take a step`);
    return { owned: this.#owned.size, steps };
  }

  /** Each owned table with its latest round. */
  async #tablesWithRounds(tableIds: string[]): Promise<TableAndRound[]> {
    const tables = await this.db
      .selectFrom('live_tables')
      .select(['id', 'code', 'game', 'betting_ms', 'dealing_ms', 'pause_ms', 'paused'])
      .where('id', 'in', tableIds)
      .where('enabled', '=', true)
      .execute();
    const rounds = await latestRounds(this.db, tableIds);
    return tables.map((table) => {
      const round = rounds.get(String(table.id));
      return {
        tableId: String(table.id),
        code: table.code,
        game: table.game,
        bettingMs: table.betting_ms,
        dealingMs: table.dealing_ms,
        pauseMs: table.pause_ms,
        paused: table.paused,
        round: round
          ? {
              id: String(round.id),
              roundNo: round.round_no,
              state: round.state,
              serverSeed: round.server_seed,
              closesAt: round.closes_at,
              resultDueAt: round.result_due_at,
              resultedAt: round.resulted_at,
            }
          : null,
      };
    });
  }

  /** Takes a table's due step; the round as it is after it (null: nothing changed here). */
  async #step(table: TableAndRound, now: Date): Promise<TableAndRound['round']> {
    const { round } = table;
    if (!round || round.state === 'SETTLED')
      return this.#open(table, (round?.roundNo ?? 0) + 1, now);
    if (round.state === 'BETTING') {
      const closed = await this.db
        .updateTable('live_rounds')
        .set({ state: 'CLOSED' })
        .where('id', '=', round.id)
        .where('state', '=', 'BETTING')
        .returning('id')
        .executeTakeFirst();
      return closed ? { ...round, state: 'CLOSED' } : null;
    }
    if (round.state === 'CLOSED') {
      const outcome = tableEngine(table.game).play(
        roundStream(round.serverSeed, table.code, round.roundNo),
      );
      const resulted = await this.db
        .updateTable('live_rounds')
        .set({
          state: 'RESULT',
          outcome: JSON.stringify(outcome),
          winner: tableEngine(table.game).winnerOf(outcome),
          resulted_at: now,
        })
        .where('id', '=', round.id)
        .where('state', '=', 'CLOSED')
        .returning('id')
        .executeTakeFirst();
      return resulted ? { ...round, state: 'RESULT', resultedAt: now } : null;
    }
    // RESULT: the settlement, once (it answers false when another run settled the round).
    await settleRound(this.db, round.id, now);
    return { ...round, state: 'SETTLED' };
  }

  /**
   * Opens the table's next round under the table's row lock, which an operator's pause or
   * change of limits takes too: a table paused meanwhile opens nothing, and limits set for the
   * next round become the table's with this one (ops/tableOps.ts).
   */
  async #open(table: TableAndRound, roundNo: number, now: Date): Promise<TableAndRound['round']> {
    const serverSeed = newServerSeed();
    const closesAt = new Date(now.getTime() + table.bettingMs);
    const resultDueAt = new Date(closesAt.getTime() + table.dealingMs);
    const posted = tableEngine(table.game).posted(roundStream(serverSeed, table.code, roundNo));
    const opened = await this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('live_tables')
        .select('paused')
        .where('id', '=', table.tableId)
        .forUpdate()
        .executeTakeFirst();
      if (!locked || locked.paused) return undefined;
      const round = await trx
        .insertInto('live_rounds')
        .values({
          table_id: table.tableId,
          round_no: roundNo,
          server_seed: serverSeed,
          server_seed_hash: serverSeedHash(serverSeed),
          posted: posted === null ? null : JSON.stringify(posted),
          opened_at: now,
          closes_at: closesAt,
          result_due_at: resultDueAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (round)
        await trx
          .updateTable('live_tables')
          .set({ limits: sql`next_limits`, next_limits: null })
          .where('id', '=', table.tableId)
          .where('next_limits', 'is not', null)
          .execute();
      return round;
    });
    // Paused meanwhile, or opened by another process: the next tick reads the table again.
    if (!opened) return null;
    return {
      id: String(opened.id),
      roundNo,
      state: 'BETTING',
      serverSeed,
      closesAt,
      resultDueAt,
      resultedAt: null,
    };
  }
}

/** When a table's next step is due (ms since the epoch). */
function dueAt(table: TableAndRound): number {
  const { round } = table;
  if (table.paused && (!round || round.state === 'SETTLED')) return Number.POSITIVE_INFINITY;
  if (!round) return 0;
  switch (round.state) {
    case 'BETTING':
      return round.closesAt.getTime();
    case 'CLOSED':
      return round.resultDueAt.getTime();
    case 'RESULT':
      return 0;
    default:
      return (round.resultedAt?.getTime() ?? 0) + table.pauseMs;
  }
}
