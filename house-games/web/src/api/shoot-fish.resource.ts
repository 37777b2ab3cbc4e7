import type { FishingShotBody, HouseRoundResult } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/fishing/play: one shot at a fish; the server decides the hit. */
export const shootFish = (shot: FishingShotBody) =>
  postValue<HouseRoundResult>('/fishing/play', shot);
