import type { ColumnType } from 'kysely';
import type { GeneratedInt8, Int8, Timestamp } from './columnTypes.js';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  QUESTION_TYPES,
} from '@site/contracts';

/** The value lists are part of the API's contract: written once in @site/contracts. */
export {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  QUESTION_TYPES,
};

/** Tables of migration 0007_content (referenced from `Database` in schema.ts). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type LinkageType = 'URL' | 'ROUTE' | 'GAME';

export interface BannersTable {
  id: GeneratedInt8;
  brand_id: Int8;
  group_name: BannerGroup;
  image_key: string;
  title_bn: string;
  title_en: string;
  subtitle_bn: WithDefault<string>;
  subtitle_en: WithDefault<string>;
  linkage_type: Nullable<LinkageType>;
  link: Nullable<string>;
  sort_order: WithDefault<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
}

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export interface AnnouncementsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  code: string;
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title_bn: string;
  title_en: string;
  content_html_bn: string;
  content_html_en: string;
  start_at: Timestamp;
  end_at: NullableTimestamp;
  sort_order: WithDefault<number>;
  /** Migration 0028: ALL, MEMBERS (the site's lists) or AGENTS (the agent centre). */
  audience: WithDefault<AnnouncementAudience>;
}

export interface HelpCategoriesTable {
  id: GeneratedInt8;
  brand_id: Int8;
  code: string;
  name_bn: string;
  name_en: string;
  sort_order: WithDefault<number>;
}

export interface HelpArticlesTable {
  id: GeneratedInt8;
  category_id: Int8;
  code: string;
  title_bn: string;
  title_en: string;
  content_html_bn: string;
  content_html_en: string;
  sort_order: WithDefault<number>;
}

export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface FeedbackTable {
  id: GeneratedInt8;
  brand_id: Int8;
  member_id: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>;
  question_type: QuestionType;
  content: string;
  contact: Nullable<string>;
  client_ip: string;
  created_at: Timestamp;
  /** Handled by the support role (migration 0055): when, by whom (name) and the note, or none. */
  handled_at: NullableTimestamp;
  /** null when handled with the root token (no operator row). */
  handled_by: Nullable<string>;
  handled_by_name: Nullable<string>;
  handled_note: Nullable<string>;
}

export interface PromotionsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  code: string;
  category: string;
  title_bn: string;
  title_en: string;
  summary_bn: string;
  summary_en: string;
  body_html_bn: string;
  body_html_en: string;
  image_key: string;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  requires_application: boolean;
  sort_order: WithDefault<number>;
  /** Migration 0029: what a claim pays (0: nothing, the claim is only recorded). */
  reward_minor: ColumnType<string, bigint | string | undefined, bigint | string>;
  reward_payout: WithDefault<'CASH' | 'BONUS'>;
  reward_turnover_multiple: WithDefault<string>;
}

/** applying → process → issued | rejected (applications); claimed (claimable promotions). */
export type ApplicationStatus = 'applying' | 'process' | 'issued' | 'rejected' | 'claimed';

export interface ActivityApplicationsTable {
  id: GeneratedInt8;
  member_id: Int8;
  promotion_id: Int8;
  comment: Nullable<string>;
  status: ApplicationStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0031: why it was rejected; the reward an issued one offered. */
  reason: Nullable<string>;
  reward_id: Nullable<string>;
}

export interface ApplicationImagesTable {
  id: GeneratedInt8;
  application_id: Int8;
  file_name: string;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  data: ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;
  created_at: Timestamp;
}

export interface FeaturedWinsTable {
  id: GeneratedInt8;
  brand_id: Int8;
  code: string;
  account: string;
  game_category: string;
  game_name: string;
  vendor: string;
  win_minor: Int8;
  won_at: Timestamp;
}
