import Type, { type Static } from 'typebox';
import { Code, Language, LocalizedText, MerchantCode, PageNo, pageSize } from './common.js';

/** Games on one page of a lobby list. */
export const GAME_PAGE_SIZE = 14;

/** A vendor's card in a game category menu. */
export const VendorCard = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  smallIcon: Type.String(),
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  accountTypeId: Type.Integer(),
  gameType: Type.String(),
  nodeId: Type.Integer(),
});
export type VendorCard = Static<typeof VendorCard>;

export const GameCategory = Type.Object({
  gameType: Type.String(),
  name: LocalizedText,
  vendors: Type.Array(VendorCard),
});
export type GameCategory = Static<typeof GameCategory>;

/** GET /lgw/games/game_menus. */
export const GameMenus = Type.Object({ categories: Type.Array(GameCategory) });
/** GCSGAME_gameVendor: the header's lanes. */
export const GameVendorLanes = Type.Object({
  data: Type.Object({ lanes: Type.Array(GameCategory) }),
});
export const GameVendorQuery = Type.Object({
  merchantCode: Type.Optional(MerchantCode),
  language: Type.Optional(Language),
});

/** Spec §3 launch object: what a launch needs, on a game or a vendor card. */
export const GameLaunch = Type.Object({
  gameType: Type.String(),
  /** 'VASSALAGE' opens the vendor's popup game list instead of one game (spec §2). */
  isGame: Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]),
  defaultPlayType: Type.String(),
  vendor: Type.String(),
  accountTypeName: Type.String(),
  gameCode: Type.String(),
  code: Type.String(),
  vassalage: Type.String(),
});
export type GameLaunch = Static<typeof GameLaunch>;

/** One game as the lobby gets it: the spec §3 game fields, its launch object and a thumbnail. */
export const Game = Type.Object({
  ...GameLaunch.properties,
  nodeId: Type.Integer(),
  gameClassify: Type.String(),
  gameName: Type.String(),
  minBet: Type.Number(),
  minLineNum: Type.Integer(),
  imageUrl: Type.String(),
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** 'MAINTENANCE' games refuse launches with GAME_MAINTENANCE (spec §8). */
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('MAINTENANCE')]),
  /**
   * Its category has no house game yet (live tables, sportsbooks, cockfights…): the lobby shows
   * it as coming soon and its launch answers 409 GAME_COMING_SOON.
   */
  comingSoon: Type.Boolean(),
  /** Only when the request carried a real member's token. */
  isFavorite: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type Game = Static<typeof Game>;

export const LIST_TYPES = ['', 'hot', 'fav', 'recent'] as const;
const text = Type.String({ maxLength: 100 });

/** GCSGAME_gameList query (spec §3): the client-side fields are accepted, some ignored. */
export const GameListQuery = Type.Object({
  clientType: Type.Integer({ minimum: 0, maximum: 99, default: 3 }),
  platform: Type.Optional(text),
  channel: Type.Optional(text),
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  merchantCode: Type.Optional(MerchantCode),
  gameType: Type.Optional(Code),
  vassalage: Type.Optional(Code),
  gameClassify: Type.Optional(Code),
  gameName: Type.Optional(Type.String({ maxLength: 50 })),
  minBet: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  minLineNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  /** '' (all), hot, fav or recent (spec §4 listType). */
  listType: Type.Enum(LIST_TYPES, { default: '' }),
  pageNo: PageNo,
  pageSize: pageSize(GAME_PAGE_SIZE),
  language: Type.Optional(Language),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const GamePage = Type.Object({
  games: Type.Array(Game),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type GamePage = Static<typeof GamePage>;

/** GCSGAME_hotGamesV2 (spec §9: the hot-games platform code is 2). */
export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(MerchantCode),
  isPlatform: Type.Literal(2, { default: 2 }),
  vassalage: Type.Optional(Code),
  gameType: Type.Optional(Code),
  platform: Type.Optional(text),
  language: Type.Optional(Language),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
});
export type HotGamesQuery = Static<typeof HotGamesQuery>;
export const GameList = Type.Object({ list: Type.Array(Game) });

/** GCSGAME_getVassGameType: the classifications a vendor's games carry. */
export const VendorGameTypesQuery = Type.Object({
  vassalage: Type.Optional(Code),
  gameType: Type.Optional(Code),
  language: Type.Optional(Language),
});
export const VendorGameType = Type.Object({
  gameType: Type.String(),
  vassalage: Type.String(),
  gameClassify: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
});
export type VendorGameType = Static<typeof VendorGameType>;
export const VendorGameTypes = Type.Object({ list: Type.Array(VendorGameType) });

const memberPage = {
  clientType: Type.Integer({ minimum: 0, maximum: 99, default: 3 }),
  gameType: Type.Optional(Code),
  vassalage: Type.Optional(Code),
  language: Type.Optional(Language),
  pageNo: PageNo,
  pageSize: pageSize(GAME_PAGE_SIZE),
};

/** MCSFE_getFavoriteGamesList: one page of the member's favourites. */
export const FavouriteGamesQuery = Type.Object({
  ...memberPage,
  platform: Type.Optional(text),
  token: Type.Optional(Type.String({ maxLength: 256 })),
});
export const FavouriteGamesPage = Type.Object({
  content: Type.Array(Game),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});
/** MCSFE_getFavoriteGames: the node ids of all the member's favourites, to mark the hearts. */
export const FavouriteIds = Type.Object({
  list: Type.Array(
    Type.Object({ nodeId: Type.Integer(), vassalage: Type.String(), gameType: Type.String() }),
  ),
});
export type FavouriteIds = Static<typeof FavouriteIds>;
/** MCSFE_addFavoriteGame / MCSFE_removeFavoriteGame. */
export const FavouriteBody = Type.Object(
  {
    nodeId: Type.Integer({ minimum: 1, maximum: 999_999_999_999 }),
    vendor: Type.Optional(Code),
    gameType: Type.Optional(Code),
  },
  { additionalProperties: false },
);
export type FavouriteInput = Static<typeof FavouriteBody>;
export const FavouriteChanged = Type.Object({
  nodeId: Type.Integer(),
  isFavorite: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type FavouriteChanged = Static<typeof FavouriteChanged>;

/** GCS_recentGame: the member's recently launched games. */
export const RecentGamesQuery = Type.Object(memberPage);
export const RecentGamesPage = Type.Object({
  list: Type.Array(Game),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});

const gameCode = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' });

/** GET /wps/game/launchGame: `nodeId`, or vendor and code, name the game. */
export const LaunchQuery = Type.Object({
  nodeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999_999 })),
  gameType: Type.Optional(Code),
  isGame: Type.Optional(
    Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE'), Type.Literal('')]),
  ),
  defaultPlayType: Type.Optional(text),
  playType: Type.Optional(text),
  vendor: Type.Optional(Code),
  vassalage: Type.Optional(Code),
  accountTypeName: Type.Optional(text),
  gameCode: Type.Optional(gameCode),
  code: Type.Optional(gameCode),
  platform: Type.Optional(text),
  language: Type.Optional(Language),
});
export type LaunchQuery = Static<typeof LaunchQuery>;
/** GCS_gameLaunchFB: the FB sportsbook. */
export const FbLaunchQuery = Type.Object({
  gameCode: Type.Optional(gameCode),
  language: Type.Optional(Language),
  platform: Type.Optional(text),
});
/** value.content is the URL the /game page frames. */
export const Launch = Type.Object({
  content: Type.String(),
  nodeId: Type.Integer(),
  vassalage: Type.String(),
  gameCode: Type.String(),
  expiresInSeconds: Type.Integer(),
});
export type Launch = Static<typeof Launch>;

export const WINNER_CATEGORIES = [
  'ALL',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'DS88',
] as const;
/** GCSGAME_getRankList: the winner board (spec §9 limit 20; newest first). */
export const WinnersQuery = Type.Object({
  gameCategory: Type.Enum(WINNER_CATEGORIES, { default: 'ALL' }),
  language: Type.Optional(Language),
  limitNum: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export const WinnerBoardEntry = Type.Object({
  vo: Type.Object({
    account: Type.String(),
    gameName: Type.String(),
    vendor: Type.String(),
    winAmount: Type.Number(),
    currencySymbol: Type.String(),
    /** ms timestamp */
    time: Type.Number(),
  }),
});
export type WinnerBoardEntry = Static<typeof WinnerBoardEntry>;
export const WinnerBoard = Type.Object({ list: Type.Array(WinnerBoardEntry) });

/** GLS2_roomList: live tables. */
export const RoomListQuery = Type.Object({
  vassalage: Type.Optional(Code),
  gameType: Type.Optional(Code),
  gameClassify: Type.Optional(Code),
  language: Type.Optional(Language),
});
export const RoomList = Type.Object({
  list: Type.Array(
    Type.Object({
      roomId: Type.String(),
      roomName: Type.String(),
      nodeId: Type.Integer(),
      vassalage: Type.String(),
      gameType: Type.String(),
      gameClassify: Type.String(),
      gameCode: Type.String(),
      minBet: Type.Number(),
      maxBet: Type.Number(),
      imageUrl: Type.String(),
      status: Type.Union([Type.Literal('OPEN'), Type.Literal('MAINTENANCE')]),
    }),
  ),
});
