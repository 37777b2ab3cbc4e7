import { defineCall, type GameLaunch } from '@site/shared';

/** spec §7 generic launch: value.content is the URL the /game page frames. */
export const launchGame = defineCall<
  Pick<GameLaunch, 'gameCode' | 'vassalage' | 'gameType'> & {
    vendor?: string;
    playType?: string;
    language: string;
    platform?: string;
  },
  { content: string }
>({ module: 'games', method: 'GET', path: '/wps/game/launchGame', needsToken: true });
