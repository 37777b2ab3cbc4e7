import type { LiveRound, LiveRoundHistory } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { liveTableErrors } from './tableBets.js';
import { RESULTED_STATES, roundView } from './tableReads.js';

/**
 * A table's fairness history (issue 42 item 5): its rounds whose result is out, each with the
 * hash committed before it and the seed revealed with the result, for the player to recompute.
 * A round still taking bets or being dealt is never listed, so its seed never leaves here.
 */
const resultedRounds = (db: Kysely<Database>, tableId: string) =>
  db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('state', 'in', RESULTED_STATES);

/** Newest first, `limit` at a time, before `beforeRoundNo` (from the newest without it). */
export async function roundHistory(
  db: Kysely<Database>,
  tableId: string,
  page: { beforeRoundNo?: number; limit: number },
): Promise<LiveRoundHistory> {
  let query = resultedRounds(db, tableId);
  if (page.beforeRoundNo !== undefined) query = query.where('round_no', '<', page.beforeRoundNo);
  // One more than the page tells whether an older page exists.
  const rows = await query
    .orderBy('round_no', 'desc')
    .limit(page.limit + 1)
    .execute();
  const list = rows.slice(0, page.limit).map(roundView);
  return {
    list,
    nextBeforeRoundNo: rows.length > page.limit ? list[list.length - 1]!.roundNo : null,
  };
}

/** One round by its number, once its result is out; otherwise LIVE_ROUND_NOT_FOUND. */
export async function resultedRound(
  db: Kysely<Database>,
  tableId: string,
  roundNo: number,
): Promise<LiveRound> {
  const row = await resultedRounds(db, tableId).where('round_no', '=', roundNo).executeTakeFirst();
  if (!row) throw liveTableErrors.roundNotFound(roundNo);
  return roundView(row);
}
