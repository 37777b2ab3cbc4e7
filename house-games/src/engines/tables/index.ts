import type { Rng } from '../rng.js';
import * as baccarat from './baccarat.js';
import * as cockfight from './cockfight.js';
import * as dragonTiger from './dragonTiger.js';
import * as roulette from './roulette.js';

export { baccarat, cockfight, dragonTiger, roulette };

/**
 * The shared-round tables' engines behind one shape, so the round service treats every game
 * alike: a round's outcome is `play(stream)` of its committed seed; `posted` is what the table
 * shows while bets are open (the cockfight's odds, drawn from the same stream), `returnOf` what a
 * stake on a spot returns (gross, minor units), `betTypeOf` the spot's bet type for the table's
 * limits, `winnerOf` the short result kept in the table's history (roads, last results).
 */
export interface TableEngine<Outcome = unknown> {
  spots: readonly string[] | null;
  isSpot(spot: string): boolean;
  betTypeOf(spot: string): string;
  play(rng: Rng): Outcome;
  posted(rng: Rng): unknown;
  returnOf(spot: string, stakeMinor: number, outcome: Outcome): number;
  winnerOf(outcome: Outcome): string;
  maxReturnMultiplier: number;
}

const nothingPosted = () => null;

export const TABLE_ENGINES = {
  BACCARAT: {
    spots: baccarat.SPOTS,
    isSpot: baccarat.isSpot,
    betTypeOf: (spot) => spot,
    play: baccarat.play,
    posted: nothingPosted,
    returnOf: (spot, stake, outcome) => baccarat.returnOf(spot as baccarat.Spot, stake, outcome),
    winnerOf: (outcome) => outcome.winner,
    maxReturnMultiplier: baccarat.MAX_RETURN_MULTIPLIER,
  } satisfies TableEngine<baccarat.Outcome>,
  ROULETTE: {
    spots: null,
    isSpot: roulette.isSpot,
    betTypeOf: roulette.betTypeOf,
    play: roulette.play,
    posted: nothingPosted,
    returnOf: roulette.returnOf,
    winnerOf: (outcome) => String(outcome.number),
    maxReturnMultiplier: roulette.MAX_RETURN_MULTIPLIER,
  } satisfies TableEngine<roulette.Outcome>,
  DRAGON_TIGER: {
    spots: dragonTiger.SPOTS,
    isSpot: dragonTiger.isSpot,
    betTypeOf: (spot) => spot,
    play: dragonTiger.play,
    posted: nothingPosted,
    returnOf: (spot, stake, outcome) =>
      dragonTiger.returnOf(spot as dragonTiger.Spot, stake, outcome),
    winnerOf: (outcome) => outcome.winner,
    maxReturnMultiplier: dragonTiger.MAX_RETURN_MULTIPLIER,
  } satisfies TableEngine<dragonTiger.Outcome>,
  COCKFIGHT: {
    spots: cockfight.SPOTS,
    isSpot: cockfight.isSpot,
    betTypeOf: (spot) => spot,
    play: cockfight.play,
    posted: (rng) => cockfight.postOdds(rng).odds,
    returnOf: (spot, stake, outcome) => cockfight.returnOf(spot as cockfight.Spot, stake, outcome),
    winnerOf: (outcome) => outcome.winner,
    maxReturnMultiplier: cockfight.MAX_RETURN_MULTIPLIER,
  } satisfies TableEngine<cockfight.Outcome>,
} as const;

export type TableGame = keyof typeof TABLE_ENGINES;
export const TABLE_GAMES = Object.keys(TABLE_ENGINES) as TableGame[];

export const tableEngine = (game: TableGame): TableEngine =>
  TABLE_ENGINES[game] as unknown as TableEngine;
