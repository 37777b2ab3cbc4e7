import { videoPoker } from '@site/house-games/engines';
import type { GameModule } from '../game-module';
import { replayHand } from '../cards/replay-hand';
import { VideoPokerGame } from './video-poker-game';
import { VideoPokerRules } from './video-poker-rules';
import { videoPokerStrings } from './videoPoker.strings';

export const gameModule: GameModule<videoPoker.VideoPokerTheme> = {
  Game: VideoPokerGame,
  Rules: VideoPokerRules,
  strings: videoPokerStrings,
  recompute: replayHand({
    replay: videoPoker.replay,
    playerView: videoPoker.playerView,
    winMinorOf: (state) => (state.phase === 'settled' ? state.winMinor : 0),
  }),
};
