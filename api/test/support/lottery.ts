import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/**
 * Replaces a game's open draw with a result chosen by hand, stored as the job would store it
 * (numbers, salt, commitment). openedNumero scheduled the draw with random numbers; a scheduled
 * draw's result may not change, so it is recreated before any bet is on it.
 */
export async function fixDraw(
  db: Kysely<Database>,
  options: { gameCode: string; period: string; drawAt: string; numbers: string[]; now: Date },
): Promise<string> {
  const game = await db
    .selectFrom('lottery_games')
    .select('id')
    .where('game_code', '=', options.gameCode)
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('lottery_draws')
    .where('game_id', '=', game.id)
    .where('period', '=', options.period)
    .execute();
  const salt = 'a'.repeat(32);
  const commitment = createHash('sha256')
    .update(`${salt}:${options.numbers.join(',')}`)
    .digest('hex');
  await db
    .insertInto('lottery_draws')
    .values({
      game_id: game.id,
      period: options.period,
      draw_at: new Date(options.drawAt),
      numbers: JSON.stringify(options.numbers),
      salt,
      commitment,
      created_at: options.now,
    })
    .execute();
  return commitment;
}

/** sha256(salt:numbers), as a player recomputes a published draw's commitment. */
export const recomputeCommitment = (salt: string, numbers: readonly string[]) =>
  createHash('sha256')
    .update(`${salt}:${numbers.join(',')}`)
    .digest('hex');
