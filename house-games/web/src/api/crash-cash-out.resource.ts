import type { CrashResult } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/crash/cash-out: leaves the running round at the multiplier the server reads now. */
export const cashOutOfCrash = (roundId: string, step: number) =>
  postValue<CrashResult>('/crash/cash-out', { roundId, step });
