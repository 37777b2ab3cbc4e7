import type { Command } from './command.js';
import { messageCommands } from './messages.js';
import { depositCommands } from './deposits.js';
import { operatorCommands } from './operators.js';
import { sessionCommands } from './session.js';
import { withdrawalCommands } from './withdrawals.js';
import { pointsCommands } from './points.js';
import { agentContractCommands } from './agentContracts.js';
import { lotteryCommands } from './lottery.js';
import { sportsbookCommands } from './sportsbook.js';
import { announcementCommands } from './announcements.js';
import { rewardCommands } from './rewards.js';
import { applicationCommands } from './applications.js';
import { brandCommands } from './brands.js';
import { protectionCommands } from './protection.js';
import { releaseCommands } from './releases.js';

/** Every command of `pnpm operator`, grouped by domain (one file each). */
export const commands: Command[] = [
  ...sessionCommands,
  ...operatorCommands,
  ...messageCommands,
  ...depositCommands,
  ...withdrawalCommands,
  ...pointsCommands,
  ...agentContractCommands,
  ...lotteryCommands,
  ...sportsbookCommands,
  ...announcementCommands,
  ...rewardCommands,
  ...applicationCommands,
  ...brandCommands,
  ...protectionCommands,
  ...releaseCommands,
];
