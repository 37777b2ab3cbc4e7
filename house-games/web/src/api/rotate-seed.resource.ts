import type { SeedPairChange } from '@site/contracts';
import { postValue } from './client';

/** POST /house/api/fair/rotate: reveals the server seed in play and commits a new one. */
export const rotateSeed = () => postValue<SeedPairChange>('/fair/rotate');
