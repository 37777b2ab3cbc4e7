import { slot5 } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import { sameOutcome, type GameModule } from '../game-module';
import { Slot5Game } from './slot5-game';
import { Slot5Rules } from './slot5-rules';
import { slot5Strings } from './slot5.strings';

export const gameModule: GameModule<slot5.Slot5Theme> = {
  Game: Slot5Game,
  Rules: Slot5Rules,
  strings: slot5Strings,
  recompute(theme, round) {
    const replayed = slot5.playSlot5(
      theme,
      new FairStream({
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      }),
      Math.round(round.bet * 100),
    );
    return { winMinor: replayed.winMinor, matches: sameOutcome(round.outcome, replayed) };
  },
};
