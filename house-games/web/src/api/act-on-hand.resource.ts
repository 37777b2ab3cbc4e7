import type { HouseHandActBody, HouseHandParams, HouseHandResult } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/{blackjack,videoPoker}/act: one action on the open hand at its step. */
export const actOnHand = (kind: HouseHandParams['kind'], body: HouseHandActBody) =>
  postValue<HouseHandResult>(`/${kind}/act`, body);
