import type { FairRound } from '@site/contracts';
import type { Rng } from '@site/house-games/engines';
import { fairStreamOf, sameOutcome, type Recomputed } from '../game-module';

/**
 * The fairness check of a card game: replay the round's recorded actions on the revealed stream
 * with the engine, and compare what the player was shown with what the server recorded.
 */
export const replayHand =
  <Theme, State, Action>(engine: {
    replay(theme: Theme, rng: Rng, stakeMinor: number, actions: readonly Action[]): State;
    playerView(state: State): unknown;
    winMinorOf(state: State): number;
  }) =>
  (theme: Theme, round: FairRound): Recomputed => {
    const replayed = engine.replay(
      theme,
      fairStreamOf(round),
      Math.round(round.bet * 100),
      round.actions as Action[],
    );
    return {
      winMinor: engine.winMinorOf(replayed),
      matches: sameOutcome(round.outcome, engine.playerView(replayed)),
    };
  };
