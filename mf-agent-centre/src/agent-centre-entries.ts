import { isEnabled, type WhitelabelNode } from '@site/shared';

/** spec §2 agent centre entries in order; some exist only when the brand's flag is on. */
export const AGENT_CENTRE_ENTRIES = [
  { key: 'announcement', flag: null },
  { key: 'teamOverview', flag: null },
  { key: 'registerAccount', flag: null },
  { key: 'teamManagement', flag: null },
  { key: 'teamBetting', flag: null },
  { key: 'userProfitLoss', flag: null },
  { key: 'myIncome', flag: null },
  { key: 'downlineTransactions', flag: null },
  { key: 'dividend', flag: 'CONTRACT_DIVIDEND' },
  { key: 'dailySalary', flag: 'SALARY' },
  { key: 'hourlySalary', flag: 'HOURLY_SALARY' },
  { key: 'realTimeSalary', flag: 'REALTIME_SALARY' },
] as const;

export type AgentCentreEntry = (typeof AGENT_CENTRE_ENTRIES)[number]['key'];

/** The entries this brand shows: those without a flag, and those whose whitelabel flag is on. */
export const visibleAgentEntries = (whitelabel: readonly WhitelabelNode[]) =>
  AGENT_CENTRE_ENTRIES.filter(({ flag }) => flag === null || isEnabled(whitelabel, flag));
