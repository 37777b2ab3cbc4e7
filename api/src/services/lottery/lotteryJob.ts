import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { settleBet } from './lotteryBets.js';
import { betsToSettle, drawDue, scheduleDraws } from './lotteryDraws.js';

/**
 * One run of the house lottery's job: schedule the coming draws, draw those whose time has
 * come, settle every open bet of a finished draw. Each step is keyed (a draw by its game and
 * period, a settlement by its bet's OPEN state), so runs that overlap, run on two instances or
 * follow a crash do each thing once; a run after a crash picks up what the last one left.
 */
export async function runLotteryJob(
  db: Kysely<Database>,
  now: Date,
): Promise<{ drawn: number; settled: number }> {
  await scheduleDraws(db, now);
  const drawn = await drawDue(db, now);
  let settled = 0;
  for (const betId of await betsToSettle(db)) {
    if (await settleBet(db, betId, now)) settled += 1;
  }
  return { drawn: drawn.length, settled };
}
