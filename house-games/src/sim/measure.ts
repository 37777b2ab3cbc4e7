import type { Rng } from '../engines/rng.js';

/**
 * Measures a game's return to player: plays rounds through a player (engine + strategy) and
 * keeps the running sums of each round's return per unit of first stake, so the measured RTP
 * is their mean and its confidence interval comes from their sample variance.
 */
export interface RoundReturn {
  /** What the round returned per unit of its first stake (blackjack: 1 + net / first stake). */
  perUnit: number;
  /** The round paid something back. */
  hit: boolean;
}

export interface SimulatedGame {
  name: string;
  targetRtp: number;
  playRound(rng: Rng): RoundReturn;
}

export interface Measurement {
  name: string;
  rounds: number;
  rtp: number;
  targetRtp: number;
  hitRate: number;
  /** Standard error of the measured RTP, from the sample variance. */
  standardError: number;
}

export function measure(game: SimulatedGame, rng: Rng, rounds: number): Measurement {
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { perUnit, hit } = game.playRound(rng);
    sum += perUnit;
    sumOfSquares += perUnit * perUnit;
    if (hit) hits += 1;
  }
  const rtp = sum / rounds;
  const variance = (sumOfSquares - rounds * rtp * rtp) / (rounds - 1);
  return {
    name: game.name,
    rounds,
    rtp,
    targetRtp: game.targetRtp,
    hitRate: hits / rounds,
    standardError: Math.sqrt(Math.max(0, variance) / rounds),
  };
}

/** z of a two-sided 99 % interval. */
export const Z_99 = 2.5758;

export const confidenceInterval = (measured: Measurement, z: number): [number, number] => [
  measured.rtp - z * measured.standardError,
  measured.rtp + z * measured.standardError,
];
