import type { CrashResult } from '@site/contracts';
import { getValue } from './client';

/**
 * GET /house/api/crash/rounds/:roundId: the round, settled first if it is over. With `waitMs`
 * the server answers a running round when it ends by itself, or after that wait.
 */
export const getCrashRound = (roundId: string, wait?: { waitMs: number; signal: AbortSignal }) =>
  getValue<CrashResult>(
    `/crash/rounds/${encodeURIComponent(roundId)}`,
    wait && { waitMs: wait.waitMs },
    wait?.signal,
  );
