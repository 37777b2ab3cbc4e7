import { sql, type Kysely } from 'kysely';

/**
 * The fast house lottery families (issue 40 item 12): WinGo, K3 dice, SSC/5D, PK10 and keno are
 * played here as the Vietnamese regions are, with the same draws (committed, then drawn and
 * settled by the lottery job) and their own results and bet types. A title with no result
 * format cannot be played and is no longer listed (services/lottery/lotteryService.ts).
 *
 * Stands alone: the lists below are this migration's own, not read from the services.
 */
const FORMATS = ['NORTH', 'SOUTH', 'WINGO', 'K3', 'SSC', 'PK10', 'KENO'];
const BET_TYPES = [
  'LO2',
  'DE',
  'CANG3',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'WINGO_COLOUR',
  'WINGO_VIOLET',
  'WINGO_NUMBER',
  'WINGO_SIZE',
  'K3_SUM',
  'K3_SIZE',
  'K3_PARITY',
  'K3_PAIR',
  'K3_TRIPLE',
  'K3_ANY_TRIPLE',
  'SSC_DIGIT',
  'SSC_SIZE',
  'SSC_PARITY',
  'PK10_PLACE',
  'PK10_SIZE',
  'KENO_SPOT',
  'KENO_SIZE',
];

/** The seeded titles that become house games: format and draw offset (daily draws' time). */
const TITLES: ReadonlyArray<[code: string, format: string, offsetSeconds: number]> = [
  ['WINGO_1M', 'WINGO', 0],
  ['WINGO_3M', 'WINGO', 0],
  ['WINGO_5M', 'WINGO', 0],
  ['TRX_HASH_1M', 'WINGO', 0],
  ['K3_1M', 'K3', 0],
  ['K3_3M', 'K3', 0],
  ['ZY_FAST3_2M', 'K3', 0],
  ['KENO_2M', 'KENO', 0],
  ['KENO_5M', 'KENO', 0],
  ['ZY_PK10_1M', 'PK10', 0],
  ['ZY_SSC_1M', 'SSC', 0],
  ['ZY_SSC_5M', 'SSC', 0],
  ['VN_MIEN_BAC', 'NORTH', 40_500],
  ['VN_MIEN_TRUNG', 'SOUTH', 36_900],
  ['VN_MIEN_NAM', 'SOUTH', 33_300],
  ['VN_FAST_45S', 'NORTH', 0],
  ['VN_FAST_5M', 'NORTH', 0],
  ['SEA_HANOI_VIP', 'NORTH', 41_400],
];

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

async function setChecks(db: Kysely<unknown>, formats: string[], betTypes: string[]) {
  await sql`alter table lottery_games drop constraint if exists lottery_games_result_format_check`.execute(
    db,
  );
  await sql`alter table lottery_games add constraint lottery_games_result_format_check
    check (result_format in (${list(formats)}))`.execute(db);
  await sql`alter table lottery_bets drop constraint if exists lottery_bets_bet_type_check`.execute(
    db,
  );
  await sql`alter table lottery_bets add constraint lottery_bets_bet_type_check
    check (bet_type in (${list(betTypes)}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setChecks(db, FORMATS, BET_TYPES);
  // A database seeded before this migration: its titles become playable (a fresh one's seed
  // writes the same formats).
  for (const [code, format, offset] of TITLES)
    await sql`update lottery_games set result_format = ${format}, draw_offset_seconds = ${offset}
      where game_code = ${code} and result_format is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from lottery_bets where bet_type not in (${list(BET_TYPES.slice(0, 6))})`.execute(
    db,
  );
  await sql`update lottery_games set result_format = null, draw_offset_seconds = 0
    where game_code in (${list(TITLES.map(([code]) => code))})`.execute(db);
  await setChecks(db, FORMATS.slice(0, 2), BET_TYPES.slice(0, 6));
}
