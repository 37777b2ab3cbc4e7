import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { runTableClock } from './teenPattiHands.js';

/**
 * The tables' clocks on the server: each tick, this process takes or renews the lease of every
 * table with someone seated whose lease is free, lapsed or its own (one owner per table, like
 * the sportsbook feed's writer), then runs the clock of the tables it holds: packs a player past
 * their turn and deals the next hand. Another process takes a table over when its lease lapses.
 */
export class TeenPattiClock {
  readonly holder = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly leaseMs = 10_000,
  ) {}

  /** The ids of the seated tables whose lease this process holds now. */
  async holdLeases(now: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('pvp_tables')
      .set({ lease_holder: this.holder, lease_expires_at: new Date(now.getTime() + this.leaseMs) })
      .where((eb) =>
        eb.and([
          eb.exists(
            eb
              .selectFrom('pvp_seats')
              .select('seat')
              .whereRef('pvp_seats.table_id', '=', 'pvp_tables.id'),
          ),
          eb.or([
            eb('lease_holder', 'is', null),
            eb('lease_holder', '=', this.holder),
            eb('lease_expires_at', '<', now),
          ]),
        ]),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async tick(now: Date): Promise<number> {
    const tables = await this.holdLeases(now);
    for (const tableId of tables) await runTableClock(this.db, tableId, now);
    return tables.length;
  }
}
