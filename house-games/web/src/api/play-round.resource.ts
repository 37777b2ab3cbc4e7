import type { HouseRoundResult } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/{slot5,scratch}/play: one whole round at `bet` (major units). */
export const playRound = (kind: 'slot5' | 'scratch', bet: number) =>
  postValue<HouseRoundResult>(`/${kind}/play`, { bet });
