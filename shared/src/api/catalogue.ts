import { defineCall } from './client';
import type {
  AffiliateInfo,
  Announcement,
  Banner,
  CustomerServiceLinks,
  Captcha,
  ChangePasswordInput,
  Game,
  GameCategory,
  GameLaunch,
  GameListPage,
  GameListQuery,
  LoginInput,
  LoginResult,
  RegisterInput,
  RegisterSettings,
  SmsSent,
  TokenResult,
  MemberInfo,
  Permission,
  PointReward,
  PopularLottery,
  SystemStatus,
  TeamOverview,
  WalletBalance,
  VendorGameType,
  WhitelabelNode,
  WinnerBoardEntry,
} from './types';

/**
 * Every call of spec §7 the apps make, one typed function each. Components call these, never
 * axios. Grouped by the spec's modules.
 */
export const api = {
  system: {
    status: defineCall<void, SystemStatus>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/status',
      needsToken: false,
    }),
    /** spec §7 "permission/config (sends current host as url parameter)". */
    permission: defineCall<{ url: string }, Permission>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/permission',
      needsToken: false,
    }),
    whitelabel: defineCall<void, WhitelabelNode[]>({
      module: 'system',
      method: 'GET',
      path: '/wps/system/whitelabel',
      needsToken: false,
    }),
    captcha: defineCall<void, Captcha>({
      module: 'login',
      method: 'GET',
      path: '/wps/captcha',
      needsToken: false,
    }),
    registerSettings: defineCall<void, RegisterSettings>({
      module: 'login',
      method: 'GET',
      path: '/wps/system/setting/register',
      needsToken: false,
    }),
  },
  verification: {
    /** SMS code for login and password recovery (registered numbers only). */
    smsNoLogin: defineCall<{ mobileNum: string; countryDialingCode: string }, SmsSent>({
      module: 'login',
      method: 'POST',
      path: '/wps/verification/sms/noLogin',
      needsToken: false,
    }),
    smsRegister: defineCall<{ mobileNo: string; countryDialingCode: string }, SmsSent>({
      module: 'login',
      method: 'POST',
      path: '/wps/verification/sms/register',
      needsToken: false,
    }),
  },
  session: {
    login: defineCall<LoginInput, LoginResult>({
      module: 'login',
      method: 'POST',
      path: '/wps/session/login',
      needsToken: false,
      encrypted: true,
    }),
    /** spec §4 free play: a new trial account (flag FREE_PLAY). */
    freePlay: defineCall<void, TokenResult>({
      module: 'login',
      method: 'POST',
      path: '/wps/session/login/freeplay',
      needsToken: false,
    }),
    logout: defineCall<void, null>({
      module: 'login',
      method: 'DELETE',
      path: '/wps/session/logout',
      needsToken: true,
    }),
  },
  member: {
    info: defineCall<void, MemberInfo>({
      module: 'login',
      method: 'GET',
      path: '/wps/member/info',
      needsToken: true,
    }),
    register: defineCall<RegisterInput, TokenResult>({
      module: 'login',
      method: 'PUT',
      path: '/wps/member/register',
      needsToken: false,
      encrypted: true,
    }),
    registerMobile: defineCall<RegisterInput, TokenResult>({
      module: 'login',
      method: 'PUT',
      path: '/wps/member/register/mobile',
      needsToken: false,
      encrypted: true,
    }),
    changePassword: defineCall<ChangePasswordInput, TokenResult>({
      module: 'login',
      method: 'POST',
      path: '/wps/member/password',
      needsToken: true,
      encrypted: true,
    }),
    forgotByEmail: defineCall<{ username: string; email: string }, { sent: boolean }>({
      module: 'login',
      method: 'POST',
      path: '/wps/member/password/email',
      needsToken: false,
    }),
    /** The e-mailed reset link's page: token + new password → logged in. */
    resetByToken: defineCall<
      { token: string; newPassword: string; confirmNewPassword: string },
      TokenResult
    >({
      module: 'login',
      method: 'POST',
      path: '/wps/member/password/reset',
      needsToken: false,
      encrypted: true,
    }),
    /** spec §7 MCSFE_getPlayerAvatar. */
    avatar: defineCall<void, { avatarUrl: string }>({
      module: 'login',
      method: 'GET',
      path: '/wps/relay/MCSFE_getPlayerAvatar',
      needsToken: true,
    }),
    /** spec §7 CSP_unreadCount. */
    unreadCount: defineCall<
      void,
      { messages: number; promos: number; missions: number; rewards: number }
    >({
      module: 'wallet',
      method: 'GET',
      path: '/wps/relay/CSP_unreadCount',
      needsToken: true,
    }),
    resetByPhone: defineCall<
      { newPassword: string; mobileNum: string; verificationCode: string },
      TokenResult
    >({
      module: 'login',
      method: 'POST',
      path: '/wps/member/password/verification',
      needsToken: false,
      encrypted: true,
    }),
  },
  wallet: {
    balance: defineCall<void, WalletBalance>({
      module: 'wallet',
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      needsToken: true,
    }),
  },
  games: {
    menus: defineCall<void, { categories: GameCategory[] }>({
      module: 'games',
      method: 'GET',
      path: '/lgw/games/game_menus',
      needsToken: false,
    }),
    /** spec §7 GCSGAME_gameList: one page of a vendor's games with the §3 query fields. */
    list: defineCall<GameListQuery, GameListPage>({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameList',
      needsToken: false,
    }),
    /** The same list with the member's token: adds isFavorite and the fav and recent types. */
    memberList: defineCall<GameListQuery, GameListPage>({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameList',
      needsToken: true,
    }),
    /** spec §7 hot games of a vendor (isPlatform 2, §9). */
    hot: defineCall<
      {
        merchantCode: string;
        isPlatform: number;
        gameType?: string;
        vassalage: string;
        platform: string;
        language: string;
      },
      { list: Game[] }
    >({ module: 'games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', needsToken: false }),
    /** The classifications a vendor's games carry. */
    vendorGameTypes: defineCall<
      { vassalage: string; gameType: string; language: string },
      { list: VendorGameType[] }
    >({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCSGAME_getVassGameType',
      needsToken: false,
    }),
    /** spec §7 the member's favourite games, one page (clientType 3, platform 'flash'). */
    favourites: defineCall<
      {
        clientType: number;
        platform: string;
        language: string;
        gameType: string;
        vassalage?: string;
        pageNo: number;
        pageSize: number;
      },
      { content: Game[]; totalPages: number }
    >({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGamesList',
      needsToken: true,
    }),
    /** The node ids of all the member's favourites, to mark the hearts. */
    favouriteIds: defineCall<
      { gameType?: string },
      { list: Array<{ nodeId: number | string; vassalage: string; gameType: string }> }
    >({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGames',
      needsToken: true,
    }),
    addFavourite: defineCall<
      { nodeId: number | string; vendor: string; gameType: string },
      { nodeId: number | string }
    >({
      module: 'games',
      method: 'POST',
      path: '/wps/relay/MCSFE_addFavoriteGame',
      needsToken: true,
    }),
    removeFavourite: defineCall<
      { nodeId: number | string; vendor: string; gameType: string },
      { nodeId: number | string }
    >({
      module: 'games',
      method: 'POST',
      path: '/wps/relay/MCSFE_removeFavoriteGame',
      needsToken: true,
    }),
    /** spec §7 the member's recently launched games. */
    recent: defineCall<
      {
        clientType: number;
        vassalage?: string;
        language: string;
        pageNo: number;
        pageSize: number;
      },
      { list: Game[]; totalPages: number }
    >({ module: 'games', method: 'GET', path: '/wps/relay/GCS_recentGame', needsToken: true }),
    /** spec §7 generic launch: value.content is the URL the /game page frames. */
    launch: defineCall<
      Pick<GameLaunch, 'gameCode' | 'vassalage' | 'gameType'> & {
        vendor?: string;
        playType?: string;
        language: string;
        platform?: string;
      },
      { content: string }
    >({ module: 'games', method: 'GET', path: '/wps/game/launchGame', needsToken: true }),
    /** spec §7 GCS_gameLaunchFB: the FB sportsbook's launch, for /fbsports. */
    launchFb: defineCall<{ gameCode?: string; language: string }, { content: string }>({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCS_gameLaunchFB',
      needsToken: true,
    }),
    /** Winner board (spec §9 limit 20; newest first). */
    winners: defineCall<
      { gameCategory: string; language: string; limitNum: number },
      { list: WinnerBoardEntry[] }
    >({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCSGAME_getRankList',
      needsToken: false,
    }),
  },
  /** The site's chrome (spec §2 banner area, notice bar, side bar; §7 home and common). */
  content: {
    banners: defineCall<{ groupName?: string }, { list: Banner[] }>({
      module: 'content',
      method: 'GET',
      path: '/wps/relay/MCSFE_getBanners',
      needsToken: false,
    }),
    announcements: defineCall<
      { types: string; platform: 'W'; execution?: string; pageNo?: number; pageSize?: number },
      { list: Announcement[]; total: number; totalPages: number }
    >({
      module: 'content',
      method: 'GET',
      path: '/wps/relay/MCSFE_getListAnnouncements',
      needsToken: false,
    }),
    /** spec §7 GCSGAME_gameVendor: the header's lanes (the shell caches value.data.lanes). */
    gameVendor: defineCall<{ merchantCode: string }, { data: { lanes: GameCategory[] } }>({
      module: 'games',
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameVendor',
      needsToken: false,
    }),
    customerService: defineCall<void, CustomerServiceLinks>({
      module: 'content',
      method: 'GET',
      path: '/wps/relay/MCSFE_getCustomerService',
      needsToken: false,
    }),
  },
  lottery: {
    popular: defineCall<
      { count: number; prizeMode?: string; vendor?: string; device: 'WEB'; language: string },
      { list: PopularLottery[] }
    >({ module: 'lottery', method: 'GET', path: '/lgw/games/popular', needsToken: false }),
  },
  points: {
    balance: defineCall<void, { pointBalance: number }>({
      module: 'points',
      method: 'GET',
      path: '/wps/relay/MCS2_getPointBalance',
      needsToken: true,
    }),
    rewards: defineCall<
      { pageNo: number; pageSize: number },
      { list: PointReward[]; totalPages: number }
    >({
      module: 'points',
      method: 'GET',
      path: '/wps/relay/MCS2_getPointReward',
      needsToken: true,
    }),
  },
  agent: {
    affiliate: defineCall<{ code: string; domain: string }, AffiliateInfo>({
      module: 'login',
      method: 'GET',
      path: '/wps/agent/affiliate',
      needsToken: false,
    }),
    teamOverview: defineCall<void, TeamOverview>({
      module: 'agent',
      method: 'GET',
      path: '/wps/relay/MCS2_getTeamOverview',
      needsToken: true,
    }),
  },
};
