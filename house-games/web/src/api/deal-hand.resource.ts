import type { HouseHandParams, HouseHandResult } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/{blackjack,videoPoker}/deal: a new hand at `bet` (major units). */
export const dealHand = (kind: HouseHandParams['kind'], bet: number) =>
  postValue<HouseHandResult>(`/${kind}/deal`, { bet });
