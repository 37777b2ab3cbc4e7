import type { FairRound } from '@site/contracts';
import { getValue } from './client';

/** GET /house/api/fair/rounds/:roundId: a round with its seeds (the server seed once revealed). */
export const getFairRound = (roundId: string) =>
  getValue<FairRound>(`/fair/rounds/${encodeURIComponent(roundId)}`);
