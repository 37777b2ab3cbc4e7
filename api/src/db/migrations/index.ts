import type { Migration } from 'kysely';
import * as m0001 from './0001_brands.js';
import * as m0002 from './0002_accounts.js';
import * as m0003 from './0003_games.js';
import * as m0004 from './0004_point_rewards.js';
import * as m0005 from './0005_wallet_ledger.js';
import * as m0006 from './0006_account_security.js';
import * as m0007 from './0007_content.js';
import * as m0008 from './0008_game_catalogue.js';
import * as m0009 from './0009_live_push.js';
import * as m0010 from './0010_game_search.js';
import * as m0011 from './0011_game_token_session.js';
import * as m0012 from './0012_seamless_secrets.js';
import * as m0013 from './0013_game_max_payout.js';
import * as m0014 from './0014_site_origins.js';
import * as m0015 from './0015_login_throttle.js';
import * as m0016 from './0016_change_notifications.js';
import * as m0017 from './0017_cashier_foundation.js';
import * as m0018 from './0018_message_types.js';
import * as m0023 from './0023_messages.js';
import * as m0019 from './0019_deposits.js';
import * as m0022 from './0022_security_centre.js';
import * as m0020 from './0020_withdrawals.js';
import * as m0024 from './0024_points_mall.js';
import * as m0025 from './0025_agent_centre.js';
import * as m0026 from './0026_lottery.js';
import * as m0027 from './0027_agent_dividends.js';
import * as m0028 from './0028_announcement_audience.js';
import * as m0029 from './0029_member_rewards.js';
import * as m0030 from './0030_rebate_vip.js';
import * as m0033 from './0033_missions.js';
import * as m0036 from './0036_balance_notifications.js';
import * as m0037 from './0037_favourite_notifications.js';
import * as m0038 from './0038_payment_password_checks.js';
import * as m0039 from './0039_operator_login_throttle.js';
import * as m0040 from './0040_login_verification_lock.js';
import * as m0041 from './0041_captcha_work.js';
import * as m0042 from './0042_house_lottery_families.js';
import * as m0043 from './0043_social_login.js';
import * as m0044 from './0044_order_events_withdrawal_remainder.js';
import * as m0045 from './0045_brand_time_zone.js';
import * as m0046 from './0046_fair_seeds.js';
import * as m0047 from './0047_withdrawal_remainder_messages.js';
import * as m0048 from './0048_house_round_state.js';
import * as m0050 from './0050_engine_max_payout.js';
import * as m0051 from './0051_player_protection.js';
import * as m0052 from './0052_minimum_age.js';
import * as m0053 from './0053_release_channels.js';
import * as m0054 from './0054_operator_totp.js';
import * as m0055 from './0055_feedback_handling.js';
import * as m0059 from './0059_agent_console_indexes.js';
import * as m0060 from './0060_ops_live_push.js';
import * as m0061 from './0061_sportsbook_feed.js';
import * as m0062 from './0062_sportsbook_bets.js';
import * as m0063 from './0063_live_tables.js';
import * as m0064 from './0064_teen_patti.js';
import * as m0065 from './0065_table_operations.js';
import * as m0066 from './0066_teen_patti_member_hands.js';
import * as m0035 from './0035_vip_rewards.js';
import * as m0034 from './0034_lucky_draws.js';
import * as m0031 from './0031_promotion_applications_raffles.js';
import * as m0032 from './0032_referrals.js';

/** All migrations, keyed by name; names sort in execution order. */
export const migrations: Record<string, Migration> = {
  '0001_brands': m0001,
  '0002_accounts': m0002,
  '0003_games': m0003,
  '0004_point_rewards': m0004,
  '0005_wallet_ledger': m0005,
  '0006_account_security': m0006,
  '0007_content': m0007,
  '0008_game_catalogue': m0008,
  '0009_live_push': m0009,
  '0010_game_search': m0010,
  '0011_game_token_session': m0011,
  '0012_seamless_secrets': m0012,
  '0013_game_max_payout': m0013,
  '0014_site_origins': m0014,
  '0015_login_throttle': m0015,
  '0016_change_notifications': m0016,
  '0017_cashier_foundation': m0017,
  '0018_message_types': m0018,
  '0019_deposits': m0019,
  '0020_withdrawals': m0020,
  '0022_security_centre': m0022,
  '0023_messages': m0023,
  '0024_points_mall': m0024,
  '0025_agent_centre': m0025,
  '0026_lottery': m0026,
  '0027_agent_dividends': m0027,
  '0028_announcement_audience': m0028,
  '0029_member_rewards': m0029,
  '0030_rebate_vip': m0030,
  '0033_missions': m0033,
  '0035_vip_rewards': m0035,
  '0034_lucky_draws': m0034,
  '0031_promotion_applications_raffles': m0031,
  '0032_referrals': m0032,
  '0036_balance_notifications': m0036,
  '0037_favourite_notifications': m0037,
  '0038_payment_password_checks': m0038,
  '0039_operator_login_throttle': m0039,
  '0040_login_verification_lock': m0040,
  '0041_captcha_work': m0041,
  '0042_house_lottery_families': m0042,
  '0043_social_login': m0043,
  '0044_order_events_withdrawal_remainder': m0044,
  '0045_brand_time_zone': m0045,
  '0046_fair_seeds': m0046,
  '0047_withdrawal_remainder_messages': m0047,
  '0048_house_round_state': m0048,
  '0050_engine_max_payout': m0050,
  '0051_player_protection': m0051,
  '0052_minimum_age': m0052,
  '0053_release_channels': m0053,
  '0054_operator_totp': m0054,
  '0055_feedback_handling': m0055,
  '0059_agent_console_indexes': m0059,
  '0060_ops_live_push': m0060,
  '0061_sportsbook_feed': m0061,
  '0062_sportsbook_bets': m0062,
  '0063_live_tables': m0063,
  '0064_teen_patti': m0064,
  '0065_table_operations': m0065,
  '0066_teen_patti_member_hands': m0066,
};
