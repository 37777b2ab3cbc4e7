import { isEnabled, type UnreadState, type WhitelabelNode } from '@site/shared';

/** spec §2 member personal centre: label key → page key, in menu order. */
export const MEMBER_CENTRE_ENTRIES = [
  { labelKey: 'in_my_account', page: 'securityCenter' },
  { labelKey: 'in_my_wallet', page: 'transferFund' },
  { labelKey: 'in_increase_deposit', page: 'depositv2' },
  { labelKey: 'in_increase_withdrawal', page: 'withdraw' },
  { labelKey: 'in_transfer_upline', page: 'transferUpline' },
  { labelKey: 'in_betting_record', page: 'personalHistoryCopy' },
  { labelKey: 'in_account_record', page: 'transactionHistory' },
  { labelKey: 'in_personal_loss', page: 'personalProfit' },
  { labelKey: 'in_statement', page: 'accountStatement' },
  { labelKey: 'in_bonus_details', page: 'bonusDetails' },
  { labelKey: 'in_reward_center', page: 'rewardCenter' },
  { labelKey: 'invite_friends', page: 'referral', flag: 'REFERRAL_PROMO' },
  { labelKey: 'mission_activity', page: 'missionLeaderboard' },
  { labelKey: 'in_platform_information', page: 'messageV2' },
  { labelKey: 'manual_rebate', page: 'manualRebate', flag: 'MANUAL_REBATE' },
  { labelKey: 'in_responsible_gaming', page: 'responsibleGaming' },
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_ENTRIES)[number]['page'];

/**
 * The entries this brand shows: an entry with a flag (spec §1, §2: manual rebate, referral promo) only when the
 * brand's whitelabel flag is on; before the brand is known, none of those.
 */
export const visibleMemberEntries = (whitelabel: readonly WhitelabelNode[] | null) =>
  MEMBER_CENTRE_ENTRIES.filter(
    (entry) => !('flag' in entry) || (whitelabel !== null && isEnabled(whitelabel, entry.flag)),
  );

/** spec §2: badges on the mission, message and reward entries. */
export const unreadBadge = (page: MemberCentrePage, unread: UnreadState): number | undefined => {
  if (page === 'missionLeaderboard') return unread.missions;
  if (page === 'messageV2') return unread.messages;
  if (page === 'rewardCenter') return unread.rewards;
  return undefined;
};
