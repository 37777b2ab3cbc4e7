import type { CrashResult } from '@site/contracts';
import { postValue } from './client';

/**
 * POST /house/api/crash/bet: opens a round at `bet` (major units), cashing out by itself at
 * `autoCashOut` (a decimal multiplier) when given. The answer is the running round.
 */
export const betOnCrash = (bet: number, autoCashOut: number | null) =>
  postValue<CrashResult>('/crash/bet', autoCashOut === null ? { bet } : { bet, autoCashOut });
