import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp, WithDefault } from './columnTypes.js';

/** Tables of migration 0008_game_catalogue (referenced from `Database` in schema.ts). */

export interface GamesTable {
  node_id: Int8;
  vassalage: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  name_en: string;
  name_bn: string;
  min_bet_minor: Int8;
  min_line_num: number;
  is_game: WithDefault<'GAME' | 'VASSALAGE'>;
  default_play_type: WithDefault<string>;
  sort_order: number;
  hot_rank: number | null;
  status: WithDefault<'ACTIVE' | 'MAINTENANCE'>;
  enabled: WithDefault<boolean>;
  /** Most one round may pay, as a multiple of its stake (0013, services/games/maxPayout.ts). */
  max_payout_multiplier: number;
  /** Generated: lower(name_en) || ' ' || lower(name_bn) (0010). */
  search_key: ColumnType<string, never, never>;
}

export interface FavouriteGamesTable {
  account_id: Int8;
  node_id: Int8;
  created_at: Timestamp;
}

export interface RecentGamesTable {
  account_id: Int8;
  node_id: Int8;
  launched_at: Timestamp;
  launches: WithDefault<number>;
}

export interface GameTokensTable {
  token_hash: string;
  purpose: 'launch' | 'play';
  /** The login session that launched the game (0011); its deletion deletes the token. */
  session_hash: string;
  brand_id: Int8;
  account_id: Int8;
  node_id: Int8;
  language: WithDefault<string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface MemberEventsTable {
  id: GeneratedInt8;
  account_id: Int8;
  kind: 'balance' | 'unread' | 'orders';
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LiveTicketsTable {
  ticket_hash: string;
  session_hash: string;
  account_id: Int8;
  brand_id: Int8;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
