import type { CrashResult } from '@site/contracts';
import { getValue } from './client';

/** GET /house/api/crash/rounds/:roundId: the round, settled first if it is over. */
export const getCrashRound = (roundId: string) =>
  getValue<CrashResult>(`/crash/rounds/${encodeURIComponent(roundId)}`);
