import type { HouseGameKind } from '@site/contracts';
import type { GameModule } from './game-module';

type Loader = () => Promise<{ gameModule: GameModule }>;

/**
 * Each engine kind's page, a chunk of its own: the launched kind's is the only one a player
 * downloads. The classic slot (the house vendor's own entries) keeps its server-built page.
 */
export const GAME_PAGES: Partial<Record<HouseGameKind, Loader>> = {
  crash: () => import(/* webpackChunkName: "crash" */ './crash/crash.module'),
  fishing: () => import(/* webpackChunkName: "fishing" */ './fishing/fishing.module'),
  scratch: () => import(/* webpackChunkName: "scratch" */ './scratch/scratch.module'),
  blackjack: () => import(/* webpackChunkName: "blackjack" */ './blackjack/blackjack.module'),
  videoPoker: () => import(/* webpackChunkName: "videoPoker" */ './videoPoker/videoPoker.module'),
  slot5: () => import(/* webpackChunkName: "slot5" */ './slot5/slot5.module'),
};
