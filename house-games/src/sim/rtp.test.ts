import { confidenceInterval, measure, type SimulatedGame } from './measure.js';
import {
  blackjackGame,
  crashGame,
  fishingGame,
  scratchGame,
  slotGame,
  videoPokerGame,
} from './players.js';
import { seededRng } from './sources.js';

/**
 * The CI's RTP check: a smaller run of each engine than `pnpm bench`, failing when the target
 * lies outside the measured RTP's confidence interval. z = 4.5 puts a correct engine's chance
 * of failing at 7e-6 under the normal approximation; the margin over 1e-4 is for the skew that
 * rare big wins give a mean over a few thousand rounds (a run of video poker without a royal
 * flush still lies well inside). Fixed seeds keep the run the same on every machine. Run sizes
 * keep the file near 10 s on a busy 2-core machine; the bench measures to a tighter interval.
 */
const Z = 4.5;

const runs: Array<[SimulatedGame, number]> = [
  [slotGame('low'), 20_000],
  [videoPokerGame(), 20_000],
  [scratchGame('low'), 50_000],
  [blackjackGame(6), 20_000],
  [crashGame([101, 150, 200, 300, 500, 1_000]), 200_000],
  [fishingGame('low'), 200_000],
];

describe('measured return to player', () => {
  it.each(
    runs.map(([game, rounds], index) => ({ name: game.name, game, rounds, seed: 1_000 + index })),
  )('$name lies within its confidence interval', ({ game, rounds, seed }) => {
    const measured = measure(game, seededRng(seed), rounds);
    const [low, high] = confidenceInterval(measured, Z);
    expect(game.targetRtp).toBeGreaterThanOrEqual(low);
    expect(game.targetRtp).toBeLessThanOrEqual(high);
  });
});
