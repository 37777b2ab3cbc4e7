import type { Kysely } from 'kysely';
import type { Database, PrizeMode } from '../../db/schema.js';

export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

export interface LotteryGameView {
  gameId: number;
  gameCode: string;
  gameName: { bn: string; en: string };
  prizeMode: PrizeMode;
  drawIntervalSeconds: number;
  vendor: string;
  /** Start of the next draw, aligned to the draw interval. */
  nextDrawAt: string;
}

export async function listPopularLotteries(
  db: Kysely<Database>,
  options: { count: number; prizeMode: PrizeMode | null; vendor: string | null; now: Date },
): Promise<LotteryGameView[]> {
  let query = db
    .selectFrom('lottery_games')
    .select([
      'id',
      'game_code',
      'name_bn',
      'name_en',
      'prize_mode',
      'draw_interval_seconds',
      'vendor',
    ])
    .where('enabled', '=', true);
  if (options.prizeMode) query = query.where('prize_mode', '=', options.prizeMode);
  if (options.vendor) query = query.where('vendor', '=', options.vendor);
  const rows = await query
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(options.count)
    .execute();
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  return rows.map((row) => {
    const interval = row.draw_interval_seconds;
    const nextDraw = (Math.floor(nowSeconds / interval) + 1) * interval;
    return {
      gameId: Number(row.id),
      gameCode: row.game_code,
      gameName: { bn: row.name_bn, en: row.name_en },
      prizeMode: row.prize_mode,
      drawIntervalSeconds: interval,
      vendor: row.vendor,
      nextDrawAt: new Date(nextDraw * 1000).toISOString(),
    };
  });
}
