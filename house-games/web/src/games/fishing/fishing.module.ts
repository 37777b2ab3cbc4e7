import { fishing } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import { sameOutcome, type GameModule } from '../game-module';
import { FishingGame } from './fishing-game';
import { FishingRules } from './fishing-rules';
import { fishingStrings } from './fishing.strings';

export const gameModule: GameModule<fishing.FishingTheme> = {
  Game: FishingGame,
  Rules: FishingRules,
  strings: fishingStrings,
  recompute(theme, round) {
    // A fishing round is one shot: its only action is the shot the player fired.
    const outcome = fishing.shoot(
      theme,
      new FairStream({
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      }),
      round.actions[0] as fishing.Shot,
    );
    return { winMinor: outcome.winMinor, matches: sameOutcome(round.outcome, outcome) };
  },
};
