import { blackjack } from '@site/house-games/engines';
import type { GameModule } from '../game-module';
import { replayHand } from '../cards/replay-hand';
import { BlackjackGame } from './blackjack-game';
import { BlackjackRules } from './blackjack-rules';
import { blackjackStrings } from './blackjack.strings';

export const gameModule: GameModule<blackjack.BlackjackTheme> = {
  Game: BlackjackGame,
  Rules: BlackjackRules,
  strings: blackjackStrings,
  recompute: replayHand({
    replay: blackjack.replay,
    playerView: blackjack.playerView,
    winMinorOf: (state) => state.settlement?.winMinor ?? 0,
  }),
};
