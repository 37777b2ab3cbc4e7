import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { GamesTable } from '../../db/gamesSchema.js';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import type { ContentLanguage } from '../content/language.js';
import { isTrialAccount, type AccountSummary } from '../members/accountRepository.js';
import { minorToMajor } from '../wallet/money.js';
import { houseGameKindOf } from './house/houseGameKind.js';
import { LIST_TYPES } from '@site/contracts';

/** Spec §9 page size and the list types are part of the contract. */
export { GAME_PAGE_SIZE, LIST_TYPES } from '@site/contracts';
export type ListType = (typeof LIST_TYPES)[number];

/**
 * One game as the lobby gets it: the spec §3 game fields (nodeId, vassalage, gameType,
 * gameClassify, gameName, minBet, minLineNum) merged with its launch object (gameType, isGame,
 * defaultPlayType, vendor, accountTypeName, gameCode, code, vassalage), plus the thumbnail.
 */
export interface GameItem {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameName: string;
  minBet: number;
  minLineNum: number;
  isGame: 'GAME' | 'VASSALAGE';
  defaultPlayType: string;
  vendor: string;
  accountTypeName: string;
  gameCode: string;
  code: string;
  imageUrl: string;
  isHot: 0 | 1;
  /** 'MAINTENANCE' games refuse launches with GAME_MAINTENANCE (spec §8). */
  status: 'ACTIVE' | 'MAINTENANCE';
  /** No house game of its category yet: its launch answers GAME_COMING_SOON. */
  comingSoon: boolean;
  /** Only when the request carried a real member's token. */
  isFavorite?: 0 | 1;
}

export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  listType: ListType;
  /** Needed for listType fav / recent and for isFavorite. */
  accountId?: string;
}

export interface GamePage {
  games: GameItem[];
  total: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

const GAME_COLUMNS = [
  'g.node_id',
  'g.vassalage',
  'g.game_type',
  'g.game_classify',
  'g.game_code',
  'g.name_en',
  'g.name_bn',
  'g.min_bet_minor',
  'g.min_line_num',
  'g.is_game',
  'g.default_play_type',
  'g.hot_rank',
  'g.status',
] as const;

/** The columns of GAME_COLUMNS, as read. */
type GameRow = Pick<
  Selectable<GamesTable>,
  (typeof GAME_COLUMNS)[number] extends `g.${infer Column}` ? Column & keyof GamesTable : never
>;

export const gameImageUrl = (baseUrl: string, nodeId: string | number) =>
  `${baseUrl}/assets/games/${nodeId}.svg`;

export const isLotteryType = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/**
 * Issue 43: the sportsbook entries of /sports (classified SPORTSBOOK, whichever vendor lists
 * them) and every /esports entry open the house sportsbook at /fbsports, as lottery games open
 * /lottery: the house book stands in for each vendor's, as the house engines do for slots.
 */
export const isSportsbookEntry = (game: { game_type: string; game_classify: string }) =>
  game.game_classify === 'SPORTSBOOK' || game.game_type === 'ESPORTS';

/**
 * Issue 42: the PVP entries (card tables between players) open the house's teen patti tables at
 * /teenpatti, as the sportsbook's entries open /fbsports: the members' own tables stand in for
 * each vendor's.
 */
export const isTeenPattiEntry = (game: { game_type: string }) => game.game_type === 'PVP';

/**
 * Issue 42: the live entries of the games the house deals at a shared table, and DS88's
 * cockfights, open that table at /liveTable (mf-tables), as sportsbook entries open /fbsports.
 */
const LIVE_TABLE_OF_CLASSIFY: Record<string, string> = {
  BAC: 'BACCARAT_1',
  ROU: 'ROULETTE_1',
  DT: 'DRAGON_TIGER_1',
  COCKFIGHT: 'COCKFIGHT_1',
};

/** The house table an entry opens, or null. */
export const liveTableOf = (game: { game_type: string; game_classify: string }) =>
  (game.game_type === 'LIVE' || game.game_type === 'SPORTS') &&
  Object.hasOwn(LIVE_TABLE_OF_CLASSIFY, game.game_classify)
    ? LIVE_TABLE_OF_CLASSIFY[game.game_classify]!
    : null;

/**
 * A game entry whose category has no house game yet. Lottery games open on /lottery, sportsbook
 * entries on /fbsports, PVP entries on /teenpatti, the house tables' entries on /liveTable and vendor
 * cards open their popup list, so none of them is marked. Every provider of this build is hosted
 * here (vendors/game-vendor-provider.ts); a real integration would make its vendor's entries
 * playable whatever their category.
 */
const isComingSoon = (row: GameRow) =>
  row.is_game === 'GAME' &&
  !isLotteryType(row.game_type) &&
  !isSportsbookEntry(row) &&
  !isTeenPattiEntry(row) &&
  liveTableOf(row) === null &&
  houseGameKindOf(row) === null;

export function toGameItem(
  row: GameRow,
  language: ContentLanguage,
  baseUrl: string,
  favourites?: ReadonlySet<string>,
): GameItem {
  const item: GameItem = {
    nodeId: Number(row.node_id),
    vassalage: row.vassalage,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    gameName: language === 'en' ? row.name_en : row.name_bn,
    minBet: minorToMajor(row.min_bet_minor),
    minLineNum: row.min_line_num,
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    vendor: row.vassalage,
    accountTypeName: `${row.vassalage}_${row.game_type}`,
    gameCode: row.game_code,
    code: row.game_code,
    imageUrl: gameImageUrl(baseUrl, row.node_id),
    isHot: row.hot_rank === null ? 0 : 1,
    status: row.status,
    comingSoon: isComingSoon(row),
  };
  if (favourites) item.isFavorite = favourites.has(row.node_id) ? 1 : 0;
  return item;
}

/** `%`, `_` and `\` are literal in a search term. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter<O>(
  query: SelectQueryBuilder<Database & { g: Database['games'] }, 'g', O>,
  filter: GameFilter,
) {
  let q = query.where('g.enabled', '=', true);
  if (filter.gameType) q = q.where('g.game_type', '=', filter.gameType);
  if (filter.vassalage) q = q.where('g.vassalage', '=', filter.vassalage);
  if (filter.gameClassify) q = q.where('g.game_classify', '=', filter.gameClassify);
  const name = filter.gameName?.trim().toLowerCase();
  if (name) q = q.where('g.search_key', 'like', likeTerm(name));
  // Spec §9 labels read "… or more": the game's minimum is at least the chosen value.
  if (filter.minBet !== undefined && filter.minBet > 0)
    q = q.where('g.min_bet_minor', '>=', String(Math.round(filter.minBet * 100)));
  if (filter.minLineNum !== undefined && filter.minLineNum > 0)
    q = q.where('g.min_line_num', '>=', filter.minLineNum);
  return q;
}

/** The set of favourite node ids among `nodeIds` (one indexed look-up per page). */
export async function favouriteSet(
  db: Kysely<Database>,
  accountId: string,
  nodeIds: string[],
): Promise<Set<string>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('account_id', '=', accountId)
    .where('node_id', 'in', nodeIds)
    .execute();
  return new Set(rows.map((row) => row.node_id));
}

/**
 * One page of games. Order: all → popularity (`sort_order`), hot → hot rank, fav → newest
 * favourite first, recent → last launch first. Every order ends in node_id, so pages never
 * overlap or skip.
 */
export async function listGames(
  db: Kysely<Database>,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
  view: { language: ContentLanguage; baseUrl: string; markFavourites: boolean },
): Promise<GamePage> {
  const base = applyFilter(db.selectFrom('games as g'), filter);
  // fav and recent join the member's own list and order by its date.
  const memberList =
    filter.listType === 'fav'
      ? { table: 'favourite_games', at: 'created_at' }
      : filter.listType === 'recent'
        ? { table: 'recent_games', at: 'launched_at' }
        : null;
  let listed = filter.listType === 'hot' ? base.where('g.hot_rank', 'is not', null) : base;
  if (memberList) {
    if (!filter.accountId) throw new Error('listType fav/recent needs an account');
    // Both list tables share (account_id, node_id); the join keeps the games query's type.
    listed = base
      .innerJoin(`${memberList.table} as m` as 'favourite_games as m', 'm.node_id', 'g.node_id')
      .where('m.account_id', '=', filter.accountId) as unknown as typeof base;
  }
  const order = memberList
    ? sql`${sql.ref(`m.${memberList.at}`)} desc`
    : sql.ref(filter.listType === 'hot' ? 'g.hot_rank' : 'g.sort_order');
  // One query: the total is an uncorrelated sub-query (computed once), which, unlike a window
  // count, keeps PostgreSQL's top-N sort for the page. A page past the end has no row to carry
  // it, and counts separately.
  const countOf = (query: typeof listed) =>
    query.select((eb) => eb.fn.countAll<string>().as('total'));
  const rows = await listed
    .select(GAME_COLUMNS)
    .select(() => countOf(listed).as('total'))
    .orderBy(order)
    .orderBy('g.node_id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const total = Number(rows[0]?.total ?? (await countOf(listed).executeTakeFirstOrThrow()).total);
  const favourites =
    view.markFavourites && filter.accountId
      ? filter.listType === 'fav'
        ? new Set(rows.map((row) => row.node_id))
        : await favouriteSet(
            db,
            filter.accountId,
            rows.map((row) => row.node_id),
          )
      : undefined;
  return {
    games: rows.map((row) => toGameItem(row, view.language, view.baseUrl, favourites)),
    total,
    totalPages: Math.ceil(total / page.pageSize),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/**
 * The lobby's game list for a visitor or a member: fav and recent need a token, fav a real
 * (non-trial) account; only a real member's games carry isFavorite.
 */
export async function listLobbyGames(
  db: Kysely<Database>,
  member: AccountSummary | null,
  filter: Omit<GameFilter, 'accountId'>,
  page: { pageNo: number; pageSize: number },
  view: { language: ContentLanguage; baseUrl: string },
): Promise<GamePage> {
  const { listType } = filter;
  if ((listType === 'fav' || listType === 'recent') && !member) throw errors.tokenMissing();
  if (listType === 'fav' && member && isTrialAccount(member)) throw errors.notRealAccount();
  const markFavourites = member !== null && !isTrialAccount(member);
  return listGames(db, { ...filter, accountId: member?.id }, page, { ...view, markFavourites });
}

/** A live table as the room list shows it (spec §7 GLS2_roomList). */
export interface Room {
  roomId: string;
  roomName: string;
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
  imageUrl: string;
  status: 'OPEN' | 'MAINTENANCE';
}

/** The rooms of a vendor or category: its table games, at most 100. */
export async function listRooms(
  db: Kysely<Database>,
  filter: Pick<GameFilter, 'gameType' | 'vassalage' | 'gameClassify'>,
  view: { language: ContentLanguage; baseUrl: string },
): Promise<Room[]> {
  const page = await listGames(
    db,
    { ...filter, listType: '' },
    { pageNo: 1, pageSize: 100 },
    { ...view, markFavourites: false },
  );
  // A room is a table game; the vendor lobby entry (isGame VASSALAGE) is not a room.
  return page.games
    .filter((game) => game.isGame === 'GAME')
    .map((game) => ({
      roomId: game.gameCode,
      roomName: game.gameName,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      gameCode: game.gameCode,
      minBet: game.minBet,
      maxBet: game.minBet * 1_000,
      imageUrl: game.imageUrl,
      status: game.status === 'ACTIVE' ? 'OPEN' : 'MAINTENANCE',
    }));
}

/** Hot games (spec §7 GCSGAME_hotGamesV2): by hot rank, at most `limit`. */
export async function hotGames(
  db: Kysely<Database>,
  filter: { gameType?: string; vassalage?: string; limit: number },
  view: { language: ContentLanguage; baseUrl: string },
): Promise<GameItem[]> {
  const rows = await applyFilter(db.selectFrom('games as g'), {
    gameType: filter.gameType,
    vassalage: filter.vassalage,
    listType: 'hot',
  })
    .where('g.hot_rank', 'is not', null)
    .select(GAME_COLUMNS)
    .orderBy('g.hot_rank')
    .orderBy('g.sort_order')
    .orderBy('g.node_id')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => toGameItem(row, view.language, view.baseUrl));
}

const CLASSIFY_NAMES: Record<string, { en: string; bn: string }> = {
  JP: { en: 'Slots', bn: 'স্লট' },
  SC: { en: 'Scratch', bn: 'স্ক্র্যাচ' },
  VP: { en: 'Video poker', bn: 'ভিডিও পোকার' },
  TG: { en: 'Table games', bn: 'টেবিল গেম' },
  AC: { en: 'Arcade', bn: 'আর্কেড' },
  BG: { en: 'Bingo', bn: 'বিঙ্গো' },
  LOBBY: { en: 'Lobby', bn: 'লবি' },
  BAC: { en: 'Baccarat', bn: 'ব্যাকারাট' },
  ROU: { en: 'Roulette', bn: 'রুলেট' },
  BJ: { en: 'Blackjack', bn: 'ব্ল্যাকজ্যাক' },
  DT: { en: 'Dragon Tiger', bn: 'ড্রাগন টাইগার' },
  SB: { en: 'Sic Bo', bn: 'সিক বো' },
  TP: { en: 'Teen Patti', bn: 'তিন পাত্তি' },
  AB: { en: 'Andar Bahar', bn: 'আন্দার বাহার' },
  SHOW: { en: 'Game shows', bn: 'গেম শো' },
  SPORTSBOOK: { en: 'Sportsbook', bn: 'স্পোর্টসবুক' },
  COCKFIGHT: { en: 'Cockfight', bn: 'মোরগ লড়াই' },
  ESPORTS: { en: 'E-sports', bn: 'ই-স্পোর্টস' },
  FISH: { en: 'Fishing', bn: 'মাছ শিকার' },
  CARD: { en: 'Card games', bn: 'কার্ড গেম' },
  ELOTT: { en: 'E-lottery', bn: 'ই-লটারি' },
  LOTT: { en: 'Lottery', bn: 'লটারি' },
  ZY: { en: 'Quick lottery', bn: 'দ্রুত লটারি' },
  SEA: { en: 'SEA lottery', bn: 'এসইএ লটারি' },
};

export interface VassGameType {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  name: string;
  count: number;
}

/** Classifications present for a vendor (or a category), with their game counts. */
export async function vassGameTypes(
  db: Kysely<Database>,
  filter: { gameType?: string; vassalage?: string },
  language: ContentLanguage,
): Promise<VassGameType[]> {
  let query = db
    .selectFrom('games')
    .select(['game_type', 'vassalage', 'game_classify', sql<string>`count(*)`.as('count')])
    .where('enabled', '=', true)
    .groupBy(['game_type', 'vassalage', 'game_classify'])
    .orderBy('game_type')
    .orderBy('vassalage')
    .orderBy('game_classify');
  if (filter.gameType) query = query.where('game_type', '=', filter.gameType);
  if (filter.vassalage) query = query.where('vassalage', '=', filter.vassalage);
  const rows = await query.execute();
  return rows.map((row) => ({
    gameType: row.game_type,
    vassalage: row.vassalage,
    gameClassify: row.game_classify,
    name: CLASSIFY_NAMES[row.game_classify]?.[language] ?? row.game_classify,
    count: Number(row.count),
  }));
}

/** A single game by node id (or by vendor + code). */
export async function findGame(
  db: Kysely<Database>,
  key: { nodeId?: number; vassalage?: string; gameType?: string; gameCode?: string },
): Promise<(GameRow & { enabled: boolean }) | undefined> {
  let query = db.selectFrom('games as g').select([...GAME_COLUMNS, 'g.enabled']);
  if (key.nodeId !== undefined) query = query.where('g.node_id', '=', String(key.nodeId));
  else if (key.vassalage && key.gameCode) {
    query = query.where('g.vassalage', '=', key.vassalage).where('g.game_code', '=', key.gameCode);
    if (key.gameType) query = query.where('g.game_type', '=', key.gameType);
  } else return undefined;
  return query.orderBy('g.node_id').executeTakeFirst();
}

export type { GameRow };
