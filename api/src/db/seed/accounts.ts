export interface AccountSeed {
  username: string;
  password: string;
  nickname: string;
  isAgent: number;
  upline: string | null;
  clubLabel: { name: string; rank: number };
  balanceMinor: bigint;
  points: bigint;
}

/** Demo accounts created on every brand; uplines must be listed before their downlines. */
export const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    username: 'demo_member',
    password: 'Member@2026',
    nickname: 'Rahim',
    isAgent: 0,
    upline: null,
    clubLabel: { name: 'Gold', rank: 3 },
    balanceMinor: 125_000_000n,
    points: 3_420n,
  },
  {
    username: 'demo_agent',
    password: 'Agent@2026',
    nickname: 'Karim',
    isAgent: 1,
    upline: null,
    clubLabel: { name: 'Diamond', rank: 5 },
    balanceMinor: 48_250_075n,
    points: 12_800n,
  },
  {
    username: 'demo_sub1',
    password: 'Member@2026',
    nickname: 'Sumon',
    isAgent: 0,
    upline: 'demo_agent',
    clubLabel: { name: 'Silver', rank: 2 },
    balanceMinor: 1_520_050n,
    points: 640n,
  },
  {
    username: 'demo_sub2',
    password: 'Member@2026',
    nickname: 'Nasrin',
    isAgent: 0,
    upline: 'demo_agent',
    clubLabel: { name: 'Bronze', rank: 1 },
    balanceMinor: 870_000n,
    points: 150n,
  },
  {
    username: 'demo_trial',
    password: 'Trial@2026',
    nickname: 'Guest',
    isAgent: 4,
    upline: null,
    clubLabel: { name: 'Trial', rank: 0 },
    balanceMinor: 200_000n,
    points: 0n,
  },
];
