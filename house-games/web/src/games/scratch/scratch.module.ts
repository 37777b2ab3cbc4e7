import { scratch } from '@site/house-games/engines';
import { fairStreamOf, sameOutcome, type GameModule } from '../game-module';
import { ScratchGame } from './scratch-game';
import { ScratchRules } from './scratch-rules';
import { scratchStrings } from './scratch.strings';

export const gameModule: GameModule<scratch.ScratchTheme> = {
  Game: ScratchGame,
  Rules: ScratchRules,
  strings: scratchStrings,
  recompute(theme, round) {
    const card = scratch.buyScratchCard(theme, fairStreamOf(round), Math.round(round.bet * 100));
    return { winMinor: card.winMinor, matches: sameOutcome(round.outcome, card) };
  },
};
