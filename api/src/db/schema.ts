import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { BrandConfig } from '../services/brands/brandConfig.js';

/** int8 columns: read as decimal strings (no precision loss), written as bigint or string. */
export type Int8 = ColumnType<string, bigint | string, bigint | string>;
export type GeneratedInt8 = ColumnType<string, bigint | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
export type Json<T> = ColumnType<T, string, string>;

export interface BrandsTable {
  id: GeneratedInt8;
  merchant_code: string;
  name: string;
  config: Json<BrandConfig>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BrandHostsTable {
  host: string;
  brand_id: Int8;
}

export interface BrandModulesTable {
  brand_id: Int8;
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort_order: number;
}

export interface AccountsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  username: string;
  username_key: string;
  password_hash: string;
  nickname: string;
  is_agent: number;
  upline_id: Int8 | null;
  club_label_name: WithDefault<string>;
  club_rank_level: WithDefault<number>;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  account_id: Int8;
  brand_id: Int8;
  ip: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface WalletsTable {
  account_id: Int8;
  currency: string;
  balance_minor: Int8;
  updated_at: DefaultTimestamp;
}

export interface PointAccountsTable {
  account_id: Int8;
  balance: Int8;
  updated_at: DefaultTimestamp;
}

export interface GameCategoriesTable {
  game_type: string;
  name_bn: string;
  name_en: string;
  sort_order: number;
}

export interface GameVendorsTable {
  id: GeneratedInt8;
  vassalage: string;
  game_type: string;
  display_name: string;
  small_icon: string;
  is_hot: boolean;
  account_type_id: number;
  node_id: Int8;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotteryGamesTable {
  id: GeneratedInt8;
  game_code: string;
  name_bn: string;
  name_en: string;
  prize_mode: PrizeMode;
  draw_interval_seconds: number;
  vendor: string;
  popularity: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PointRewardsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  sku: string;
  name_bn: string;
  name_en: string;
  points_cost: Int8;
  stock: number;
  image_key: string;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface Database {
  brands: BrandsTable;
  brand_hosts: BrandHostsTable;
  brand_modules: BrandModulesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  point_accounts: PointAccountsTable;
  game_categories: GameCategoriesTable;
  game_vendors: GameVendorsTable;
  lottery_games: LotteryGamesTable;
  point_rewards: PointRewardsTable;
}

export type BrandRow = Selectable<BrandsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
