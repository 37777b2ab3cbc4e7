import { dealCard, newShoe, rankOf, type Card } from '../cards.js';
import type { Rng } from '../rng.js';

/**
 * Punto banco from an 8-deck shoe, the standard tableau. Each round deals from a freshly shuffled
 * shoe (the lazy Fisher–Yates of `cards.ts`: the n-th card takes the n-th float), as a continuous
 * shuffler does: a round is a function of its own fair stream alone, and no card counting.
 *
 * Pays (gross, the stake included): player 1:1, banker 1:1 less 5 % commission on the win
 * (rounded down), tie 8:1, player pair and banker pair 11:1 (the first two cards of that hand
 * of one rank). On a tie player and banker bets push (the stake comes back).
 */
export const DECKS = 8;
export const SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type Spot = (typeof SPOTS)[number];
export type Winner = 'PLAYER' | 'BANKER' | 'TIE';

export interface Outcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Baccarat value: ace 1, two to nine face value, tens and pictures 0. */
export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

export const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;

/** Whether the banker draws, on its two-card total and the player's third card (null: stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const third = cardPoints(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Deals one coup: player, banker, player, banker, then the third cards by the tableau. */
export function play(rng: Rng): Outcome {
  const shoe = newShoe(DECKS);
  const player = [dealCard(shoe, rng)];
  const banker = [dealCard(shoe, rng)];
  player.push(dealCard(shoe, rng));
  banker.push(dealCard(shoe, rng));
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = dealCard(shoe, rng);
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(dealCard(shoe, rng));
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  };
}

export const isSpot = (spot: string): spot is Spot => (SPOTS as readonly string[]).includes(spot);

/** The limits' bet type of a spot: each spot is its own. */
export const betTypeOf = (spot: Spot): string => spot;

/** What a stake on the spot returns (gross, minor units). */
export function returnOf(spot: Spot, stakeMinor: number, outcome: Outcome): number {
  switch (spot) {
    case 'PLAYER':
    case 'BANKER':
      if (outcome.winner === 'TIE') return stakeMinor;
      if (outcome.winner !== spot) return 0;
      return spot === 'BANKER' ? stakeMinor + Math.floor((stakeMinor * 95) / 100) : 2 * stakeMinor;
    case 'TIE':
      return outcome.winner === 'TIE' ? 9 * stakeMinor : 0;
    case 'PLAYER_PAIR':
      return outcome.playerPair ? 12 * stakeMinor : 0;
    case 'BANKER_PAIR':
      return outcome.bankerPair ? 12 * stakeMinor : 0;
  }
}

/** The most a unit stake returns on any spot (a pair: 12). */
export const MAX_RETURN_MULTIPLIER = 12;

/**
 * The bead road: one cell per coup, in columns of six read top to bottom, left to right.
 * Returns the columns.
 */
export function beadRoad(history: readonly Winner[], rows = 6): Winner[][] {
  const columns: Winner[][] = [];
  history.forEach((winner, index) => {
    if (index % rows === 0) columns.push([]);
    columns[columns.length - 1]!.push(winner);
  });
  return columns;
}

export interface BigRoadCell {
  winner: 'PLAYER' | 'BANKER';
  /** Ties after this coup (marked on its cell, as the big road does). */
  ties: number;
}

/**
 * The big road: a column per streak of one winner (player or banker); ties are not cells but a
 * count on the last cell (ties before the first decided coup are carried onto it). A streak
 * longer than `rows` turns right along the bottom row (the "dragon tail"): the returned columns
 * hold the streak in order, and `row`/`column` of each cell say where it is drawn.
 */
export function bigRoad(
  history: readonly Winner[],
  rows = 6,
): Array<BigRoadCell & { column: number; row: number }> {
  const cells: Array<BigRoadCell & { column: number; row: number }> = [];
  const taken = new Set<string>();
  let leadingTies = 0;
  let streakStart = -1;
  let column = -1;
  let row = 0;
  for (const winner of history) {
    const last = cells[cells.length - 1];
    if (winner === 'TIE') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    if (!last || last.winner !== winner) {
      streakStart += 1;
      column = streakStart;
      row = 0;
      // A tail that turned right occupies the next columns' bottom row: start after it.
      while (taken.has(`${column}:0`)) column += 1;
      streakStart = column;
    } else if (row + 1 < rows && !taken.has(`${column}:${row + 1}`)) row += 1;
    else column += 1;
    taken.add(`${column}:${row}`);
    cells.push({ winner, ties: cells.length === 0 ? leadingTies : 0, column, row });
  }
  return cells;
}
