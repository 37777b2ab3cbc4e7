import type { AccountSummary } from './accountRepository.js';

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: number;
  isAgent: number;
  /** Whether the member has an upline to transfer to. */
  toUpline: boolean;
  uplineAccount: string | null;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: string[];
}

export function toMemberInfo(account: AccountSummary): MemberInfo {
  return {
    id: Number(account.id),
    account: account.username,
    nickname: account.nickname,
    type: account.isAgent,
    isAgent: account.isAgent,
    toUpline: account.uplineId !== null,
    uplineAccount: account.uplineUsername,
    clubLabel: { labelName: account.clubLabelName, rankLevel: account.clubRankLevel },
    memberLabel: [],
  };
}
