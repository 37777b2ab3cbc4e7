import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  commitmentOf,
  drawNumbers,
  newSalt,
  nextDrawAt,
  periodOf,
  type ResultFormat,
} from './lotteryRules.js';

export interface HouseGame {
  id: string;
  gameCode: string;
  vendor: string;
  resultFormat: ResultFormat;
  drawIntervalSeconds: number;
  drawOffsetSeconds: number;
  enabled: boolean;
}

const houseGameColumns = [
  'id',
  'game_code',
  'vendor',
  'result_format',
  'draw_interval_seconds',
  'draw_offset_seconds',
  'enabled',
] as const;

function toHouseGame(row: {
  id: string;
  game_code: string;
  vendor: string;
  result_format: ResultFormat | null;
  draw_interval_seconds: number;
  draw_offset_seconds: number;
  enabled: boolean;
}): HouseGame {
  return {
    id: row.id,
    gameCode: row.game_code,
    vendor: row.vendor,
    resultFormat: row.result_format ?? 'NORTH',
    drawIntervalSeconds: row.draw_interval_seconds,
    drawOffsetSeconds: row.draw_offset_seconds,
    enabled: row.enabled,
  };
}

/** The house's own games (those with a result format), enabled or not. */
export async function houseGames(db: Kysely<Database>): Promise<HouseGame[]> {
  const rows = await db
    .selectFrom('lottery_games')
    .select(houseGameColumns)
    .where('result_format', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map(toHouseGame);
}

export async function houseGameByCode(
  db: Kysely<Database>,
  gameCode: string,
): Promise<HouseGame | null> {
  const row = await db
    .selectFrom('lottery_games')
    .select(houseGameColumns)
    .where('game_code', '=', gameCode)
    .where('result_format', 'is not', null)
    .executeTakeFirst();
  return row ? toHouseGame(row) : null;
}

/**
 * The game's draw at `drawAt`, scheduled now if nobody has: its numbers come from the CSPRNG
 * and only their commitment is public until the draw. Keyed by (game, period): when two
 * instances race, the second insert does nothing and both read the one stored draw.
 */
export async function ensureDraw(
  db: Kysely<Database>,
  game: HouseGame,
  drawAt: Date,
  now: Date,
): Promise<{ id: string; period: string; drawAt: Date; commitment: string; status: string }> {
  const period = periodOf(drawAt);
  const numbers = drawNumbers(game.resultFormat);
  const salt = newSalt();
  await db
    .insertInto('lottery_draws')
    .values({
      game_id: game.id,
      period,
      draw_at: drawAt,
      numbers: JSON.stringify(numbers),
      salt,
      commitment: commitmentOf(salt, numbers),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['game_id', 'period']).doNothing())
    .execute();
  const row = await db
    .selectFrom('lottery_draws')
    .select(['id', 'period', 'draw_at', 'commitment', 'status'])
    .where('game_id', '=', game.id)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    period: row.period,
    drawAt: new Date(row.draw_at),
    commitment: row.commitment,
    status: row.status,
  };
}

/** Schedules every enabled house game's next two draws (so a commitment is out a period ahead). */
export async function scheduleDraws(db: Kysely<Database>, now: Date): Promise<void> {
  const wanted = (await houseGames(db))
    .filter((game) => game.enabled)
    .flatMap((game) => {
      const next = nextDrawAt(now, game);
      return [next, nextDrawAt(next, game)].map((drawAt) => ({
        game,
        drawAt,
        period: periodOf(drawAt),
      }));
    });
  if (wanted.length === 0) return;
  // The job runs every 2 s and the draws are almost always there already: one look-up for all
  // of them, instead of drawing numbers and trying an insert for each (the API's event loop
  // stood still ~10 ms each time on PGlite).
  const existing = await db
    .selectFrom('lottery_draws')
    .select(['game_id', 'period'])
    .where((eb) =>
      eb.or(
        wanted.map(({ game, period }) =>
          eb.and([eb('game_id', '=', game.id), eb('period', '=', period)]),
        ),
      ),
    )
    .execute();
  const scheduled = new Set(existing.map((row) => `${row.game_id}:${row.period}`));
  for (const { game, drawAt, period } of wanted)
    if (!scheduled.has(`${game.id}:${period}`)) await ensureDraw(db, game, drawAt, now);
}

/**
 * Draws every scheduled draw whose time has come: one conditional UPDATE each (still
 * SCHEDULED), so whichever instance comes second matches nothing. A draw of a game disabled
 * in the meantime cannot happen: it is cancelled instead (its bets are refunded by settlement).
 */
export async function drawDue(db: Kysely<Database>, now: Date): Promise<string[]> {
  const due = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(['d.id', 'g.enabled'])
    .where('d.status', '=', 'SCHEDULED')
    .where('d.draw_at', '<=', now)
    .orderBy('d.draw_at')
    .limit(500)
    .execute();
  const drawn: string[] = [];
  for (const draw of due) {
    const row = await db
      .updateTable('lottery_draws')
      .set(draw.enabled ? { status: 'DRAWN', drawn_at: now } : { status: 'CANCELLED' })
      .where('id', '=', draw.id)
      .where('status', '=', 'SCHEDULED')
      .returning('id')
      .executeTakeFirst();
    if (row && draw.enabled) drawn.push(row.id);
  }
  return drawn;
}

/** An operator's cancel of a draw that cannot happen; false when it was no longer scheduled. */
export async function cancelDraw(db: Kysely<Database>, drawId: string): Promise<boolean> {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'CANCELLED' })
    .where('id', '=', drawId)
    .where('status', '=', 'SCHEDULED')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** The open bets whose draw is over (drawn or cancelled): what settlement still owes. */
export async function betsToSettle(db: Kysely<Database>, limit = 1_000): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select('b.id')
    .where('b.status', '=', 'OPEN')
    .where('d.status', 'in', ['DRAWN', 'CANCELLED'])
    .orderBy('b.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
