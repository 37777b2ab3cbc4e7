import type { LotteryCard, LotteryDraw, OpenedNumero } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database, PrizeMode } from '../../db/schema.js';
import type { LotteryConfig } from '../brands/brandConfig.js';
import type { DayRange } from '../records/dayRange.js';
import { minorToMajor } from '../wallet/money.js';
import { lotteryErrors, openDrawAt } from './lotteryBets.js';
import { ensureDraw, houseGameByCode } from './lotteryDraws.js';
import { FAMILY_RULES, isHouseFamily } from './houseFamilies.js';
import { betTypesOf, lineShape, nextDrawAt, unitOf, type ResultFormat } from './lotteryRules.js';

export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

const gameColumns = [
  'g.id',
  'g.game_code',
  'g.name_bn',
  'g.name_en',
  'g.prize_mode',
  'g.draw_interval_seconds',
  'g.draw_offset_seconds',
  'g.vendor',
  'g.result_format',
] as const;

/**
 * The listed games: enabled house games. A title without a result format is an outside
 * vendor's that cannot be played here, so it is not listed (issue 40 item 12).
 */
function gamesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('lottery_games as g')
    .select(gameColumns)
    .where('g.enabled', '=', true)
    .where('g.result_format', 'is not', null);
}
type GameRow = Awaited<ReturnType<ReturnType<typeof gamesQuery>['executeTakeFirstOrThrow']>>;

const drawColumns = ['period', 'draw_at', 'commitment', 'status', 'numbers', 'salt'] as const;

function toDraw(row: {
  period: string;
  draw_at: Date;
  commitment: string;
  status: LotteryDraw['status'];
  numbers: string[];
  salt: string;
}): LotteryDraw {
  const drawn = row.status === 'DRAWN';
  return {
    period: row.period,
    drawAt: new Date(row.draw_at).toISOString(),
    commitment: row.commitment,
    status: row.status,
    // Secret until drawn: the commitment alone is public before.
    numbers: drawn ? row.numbers : null,
    salt: drawn ? row.salt : null,
  };
}

/** Each game's latest drawn result, by game id. */
async function latestDraws(db: Kysely<Database>, gameIds: readonly string[]) {
  if (gameIds.length === 0) return new Map<string, LotteryDraw>();
  const rows = await db
    .selectFrom('lottery_draws')
    .distinctOn('game_id')
    .select(['game_id', ...drawColumns])
    .where('game_id', 'in', gameIds)
    .where('status', '=', 'DRAWN')
    .orderBy('game_id')
    .orderBy('draw_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.game_id, toDraw(row)]));
}

async function toCards(
  db: Kysely<Database>,
  rows: readonly GameRow[],
  config: LotteryConfig,
  now: Date,
): Promise<LotteryCard[]> {
  const latest = await latestDraws(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const calendar = {
      drawIntervalSeconds: row.draw_interval_seconds,
      drawOffsetSeconds: row.draw_offset_seconds,
    };
    const house = row.result_format !== null;
    const next = house ? openDrawAt(now, calendar, config.closeSeconds) : nextDrawAt(now, calendar);
    return {
      gameId: Number(row.id),
      gameCode: row.game_code,
      gameName: { bn: row.name_bn, en: row.name_en },
      prizeMode: row.prize_mode,
      drawIntervalSeconds: row.draw_interval_seconds,
      vendor: row.vendor,
      nextDrawAt: next.toISOString(),
      resultFormat: row.result_format,
      closesAt: house ? new Date(next.getTime() - config.closeSeconds * 1000).toISOString() : null,
      latest: latest.get(row.id) ?? null,
    };
  });
}

export interface GameFilter {
  prizeMode: PrizeMode | null;
  vendor: string | null;
}

/** spec §7 /lgw/games/popular: the brand's most popular lotteries (count 20). */
export async function listPopularLotteries(
  db: Kysely<Database>,
  options: GameFilter & { count: number; config: LotteryConfig; now: Date },
): Promise<LotteryCard[]> {
  let query = gamesQuery(db);
  if (options.prizeMode) query = query.where('g.prize_mode', '=', options.prizeMode);
  if (options.vendor) query = query.where('g.vendor', '=', options.vendor);
  const rows = await query
    .orderBy('g.popularity', 'desc')
    .orderBy('g.id')
    .limit(options.count)
    .execute();
  return toCards(db, rows, options.config, options.now);
}

/** spec §7 /lgw/vn/games/game_menu: every lottery of a prize mode (all modes without one). */
export async function gameMenu(
  db: Kysely<Database>,
  options: { prizeMode: PrizeMode | null; config: LotteryConfig; now: Date },
): Promise<LotteryCard[]> {
  let query = gamesQuery(db);
  if (options.prizeMode) query = query.where('g.prize_mode', '=', options.prizeMode);
  const rows = await query.orderBy('g.prize_mode').orderBy('g.popularity', 'desc').execute();
  return toCards(db, rows, options.config, options.now);
}

/** spec §7 /lgw/vn/games/game_menu/recent: the games the member bet on lately, newest first. */
export async function recentGames(
  db: Kysely<Database>,
  memberId: string,
  options: { config: LotteryConfig; now: Date },
): Promise<LotteryCard[]> {
  const recent = await db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select('d.game_id')
    .select((eb) => eb.fn.max('b.id').as('last_bet'))
    .where('b.member_id', '=', memberId)
    .groupBy('d.game_id')
    .orderBy('last_bet', 'desc')
    .limit(10)
    .execute();
  if (recent.length === 0) return [];
  const rows = await gamesQuery(db)
    .where(
      'g.id',
      'in',
      recent.map((row) => row.game_id),
    )
    .execute();
  const order = recent.map((row) => row.game_id);
  rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return toCards(db, rows, options.config, options.now);
}

/** spec §7 /lgw/vn/numeros/opened/game: a house game's last drawn results (VN count 100). */
export async function drawResults(
  db: Kysely<Database>,
  options: { gameCode: string; count: number; range: DayRange | null },
): Promise<LotteryDraw[]> {
  let query = db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(drawColumns.map((column) => `d.${column}` as const))
    .where('g.game_code', '=', options.gameCode)
    .where('d.status', '=', 'DRAWN');
  if (options.range)
    query = query
      .where('d.draw_at', '>=', options.range.start)
      .where('d.draw_at', '<', options.range.end);
  const rows = await query.orderBy('d.draw_at', 'desc').limit(options.count).execute();
  return rows.map(toDraw);
}

/** A game's bet types as the betting screen shows them: a family's with its choices. */
function betTypeRules(format: ResultFormat, config: LotteryConfig): OpenedNumero['betTypes'] {
  if (isHouseFamily(format))
    return FAMILY_RULES[format].betTypes.map((rule) => ({
      betType: rule.betType,
      size: 1,
      digits: 0,
      unit: 1,
      odds: rule.odds,
      choices: rule.choices.map((value) => ({ value, payout: rule.payoutOf(value) / 100 })),
    }));
  return betTypesOf(format).map((betType) => ({
    betType,
    ...lineShape(betType),
    unit: unitOf(betType, format),
    odds: config.odds[betType as keyof LotteryConfig['odds']],
  }));
}

/** spec §7 /lotto/lgw/games/opened/numero: the draw open for betting and the game's rules. */
export async function openedNumero(
  db: Kysely<Database>,
  options: { gameCode: string; config: LotteryConfig; now: Date },
): Promise<OpenedNumero> {
  const { config, now } = options;
  const game = await houseGameByCode(db, options.gameCode);
  const row = await gamesQuery(db).where('g.game_code', '=', options.gameCode).executeTakeFirst();
  if (!game || !row) throw lotteryErrors.gameNotFound();
  const drawAt = openDrawAt(now, game, config.closeSeconds);
  // Normally the job scheduled it already; this keyed insert covers a job that lags.
  const draw = await ensureDraw(db, game, drawAt, now);
  const [card] = await toCards(db, [row], config, now);
  return {
    game: card!,
    open: {
      period: draw.period,
      drawAt: draw.drawAt.toISOString(),
      closesAt: new Date(draw.drawAt.getTime() - config.closeSeconds * 1000).toISOString(),
      commitment: draw.commitment,
    },
    serverTime: now.toISOString(),
    betTypes: betTypeRules(game.resultFormat, config),
    limits: {
      minStake: minorToMajor(BigInt(config.minStakeMinor)),
      maxStakePerNumber: minorToMajor(BigInt(config.maxStakePerNumberMinor)),
      maxTotalPerDraw: minorToMajor(BigInt(config.maxTotalPerDrawMinor)),
      maxLines: config.maxLines,
    },
  };
}
