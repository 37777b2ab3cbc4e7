import type { SeedPairChange } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/fair/client-seed: the player's own client seed (reveals the pair in play). */
export const changeClientSeed = (clientSeed: string) =>
  postValue<SeedPairChange>('/fair/client-seed', { clientSeed });
