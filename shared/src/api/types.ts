import type { EncryptionKey } from './payload-encryption';

/** Response shapes of the calls in the catalogue (spec §3). */

export type SystemStatus = {
  status: 0 | 1 | 2;
  ip: string;
  maintenance: { message: LocalizedText; until: string | null } | null;
};

export type LocalizedText = { bn: string; en: string };

export type WhitelabelNode = {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

export type RegisterRule = {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string | number;
  minLength: number;
  maxLength: number;
};

export type Permission = {
  merchantCode: string;
  /** The payload key of the encrypted calls (absent on an older API). */
  encryption?: EncryptionKey;
  brandName: string;
  whitelabel: WhitelabelNode[];
  registerRules: RegisterRule[];
  resources: { resourceType: string; url: string; qrCodeUrl: string }[];
  customerService: { liveChat: boolean; links: Record<string, string> };
  analytics: { gtagId: string };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string };
  maintenance: { enabled: boolean; message?: LocalizedText };
  regionRestriction: { restricted: boolean };
  settings: {
    languages: string[];
    defaultLanguage: string;
    defaultTheme: 'light' | 'dark';
    currencySymbol: string;
    ageLimit: number;
    copyrightYear: number;
    [key: string]: unknown;
  };
};

export type VendorCard = {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  isHot: 0 | 1;
  accountTypeId: number;
  gameType: string;
  nodeId: number | string;
};

export type GameCategory = { gameType: string; name: LocalizedText; vendors: VendorCard[] };

export type PopularLottery = {
  gameCode: string;
  gameName: LocalizedText;
  prizeMode: string;
  drawIntervalSeconds: number;
  vendor: string;
};

export type LoginResult = {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword?: boolean;
};

/** spec §3 login payload: by username and password, or by mobile number and SMS code. */
export type LoginInput =
  | {
      type: 'username';
      username: string;
      password: string;
      captcha?: string;
      captchaId?: string;
    }
  | {
      type: 'sms';
      mobileNum: string;
      verificationCode: string;
      countryDialingCode?: string;
      captcha?: string;
      captchaId?: string;
    };

/**
 * A captcha: an ALTCHA proof-of-work challenge (v2 `parameters`). The answer is the counter
 * whose SHA-256 key starts with `keyPrefix`; the site finds it in a Web Worker.
 */
export type CaptchaChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
  };
};

export type Captcha = { captchaId: string; challenge: CaptchaChallenge };

export type SmsSent = { expiredMinutes: number };

export type RegisterSettings = {
  registerRules: RegisterRule[];
  mobileRegister: boolean;
  smsVerification: boolean;
  mobileRegisterPassword: boolean;
  ageLimit: number;
};

/** spec §3 registration user (only the fields this site sends). */
export type RegisterInput = {
  username?: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaId?: string;
  affiliateCode?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
  [field: string]: string | undefined;
};

export type ChangePasswordInput = {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
};

export type AffiliateInfo = { valid: boolean; affiliateCode: string; agentNickname: string };

export type TokenResult = { token: string };

export type MemberInfo = {
  id: number | string;
  account: string;
  nickname: string;
  type: number;
  isAgent: number;
  toUpline: boolean | string | null;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabel: unknown[];
};

export type WalletBalance = { sumBalance: number; currencySymbol: string };

export type PointReward = {
  id: number | string;
  name: LocalizedText;
  points: number;
  stock: number;
  imageKey: string;
};

export type TeamOverview = {
  directMembers: number;
  totalMembers: number;
  teamBalance: number;
  members: { account: string; nickname: string; isAgent: number; createdAt: string }[];
};

/** spec §3 game launch object: what a launch needs, on a game or a vendor card. */
export type GameLaunch = {
  gameType: string;
  /** 'VASSALAGE' opens the vendor's popup game list instead of one game (spec §2). */
  isGame?: string | null;
  defaultPlayType?: string | null;
  vendor: string;
  accountTypeName?: string | null;
  gameCode: string;
  code?: string | null;
  vassalage: string;
};

/** spec §3 game (list entry), with the launch fields and a thumbnail the API serves. */
export type Game = GameLaunch & {
  nodeId: number | string;
  gameClassify: string | null;
  gameName: string;
  minBet: number | null;
  minLineNum: number | null;
  imageUrl?: string | null;
  isHot?: 0 | 1;
  /** 'MAINTENANCE' games refuse launches with GAME_MAINTENANCE (spec §8). */
  status?: 'ACTIVE' | 'MAINTENANCE';
  /** Only when the request carried a real member's token. */
  isFavorite?: 0 | 1;
};

/** spec §3 game list query (clientType 3, platform 'flash,html5-desktop'). */
export type GameListQuery = {
  clientType: number;
  platform: string;
  merchant?: string;
  channel?: string;
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  /** '' (all), hot, fav or recent (spec §4 listType). */
  listType?: '' | 'hot' | 'fav' | 'recent';
  pageNo: number;
  pageSize: number;
  language: string;
};

export type GameListPage = { games: Game[]; totalPages: number };

/** A classification a vendor's games carry, with its game count. */
export type VendorGameType = {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  name: string;
  count: number;
};

export type WinnerBoardEntry = {
  vo: {
    account: string;
    gameName: string;
    vendor: string;
    winAmount: number;
    currencySymbol: string;
    time: string;
  };
};

/** spec §3 banner; `link` is set exactly when `linkageType` is (URL, ROUTE or GAME). */
export type Banner = {
  bannerId: number;
  groupName: string;
  url: string;
  linkageType: 'URL' | 'ROUTE' | 'GAME' | null;
  link: string | null;
  title: string;
};

/** spec §3 announcement: `content` is HTML, `startDateStr` a ms timestamp. */
export type Announcement = {
  id: number;
  title: string;
  content: string;
  startDateStr: number;
  execution: 'A' | 'B' | 'F';
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
};

/** spec §3 customer-service response: type 3 is the encrypted chat link. */
export type CustomerServiceLinks = { version: { pathList: { type: number; path: string }[] } };
