import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A game's latest draws, newest first, with how many bets still wait on each. */
export async function listDrawsForOperator(
  db: Kysely<Database>,
  options: { gameCode: string; count: number },
) {
  const rows = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select([
      'd.id',
      'g.game_code',
      'd.period',
      'd.draw_at',
      'd.status',
      sql<string>`(select count(*) from lottery_bets b where b.draw_id = d.id and b.status = 'OPEN')`.as(
        'open_bets',
      ),
    ])
    .where('g.game_code', '=', options.gameCode)
    .orderBy('d.draw_at', 'desc')
    .limit(options.count)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    gameCode: row.game_code,
    period: row.period,
    drawAt: new Date(row.draw_at).toISOString(),
    status: row.status,
    openBets: Number(row.open_bets),
  }));
}
