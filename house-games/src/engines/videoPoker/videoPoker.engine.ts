import { copyShoe, dealCard, newShoe, type Card, type Shoe } from '../cards.js';
import type { Rng } from '../rng.js';
import { assertStake, EngineRuleError } from '../theme.js';
import { categoryOf } from './videoPoker.hand.js';
import type { HandCategory } from './videoPoker.paytable.js';
import type { VideoPokerTheme } from './videoPoker.theme.js';

/**
 * Jacks or Better, one hand from one 52-card deck: deal five (one float each), the player holds
 * any of them, draw replaces the others left to right from the same deck (one float each), and
 * the final hand pays stake × its multiplier. deal → draw(holds) → settled.
 */
export interface DealtHand {
  phase: 'dealt';
  stakeMinor: number;
  shoe: Shoe;
  hand: Card[];
}

export interface SettledHand {
  phase: 'settled';
  stakeMinor: number;
  shoe: Shoe;
  /** The five cards as dealt. */
  dealt: Card[];
  held: boolean[];
  hand: Card[];
  category: HandCategory | null;
  winMinor: number;
}

export type VideoPokerState = DealtHand | SettledHand;
export type VideoPokerAction = { type: 'draw'; held: boolean[] };

export const HAND_SIZE = 5;

export function deal(theme: VideoPokerTheme, rng: Rng, stakeMinor: number): DealtHand {
  assertStake(theme.bet, stakeMinor);
  const shoe = newShoe(1);
  const hand = Array.from({ length: HAND_SIZE }, () => dealCard(shoe, rng));
  return { phase: 'dealt', stakeMinor, shoe, hand };
}

export function draw(
  theme: VideoPokerTheme,
  state: VideoPokerState,
  rng: Rng,
  held: readonly boolean[],
): SettledHand {
  if (state.phase !== 'dealt') throw new EngineRuleError('the hand is already drawn');
  if (held.length !== HAND_SIZE)
    throw new EngineRuleError(`holds must name all ${HAND_SIZE} cards`);
  const shoe = copyShoe(state.shoe);
  const hand = state.hand.map((card, index) => (held[index] ? card : dealCard(shoe, rng)));
  const category = categoryOf(hand);
  return {
    phase: 'settled',
    stakeMinor: state.stakeMinor,
    shoe,
    dealt: state.hand,
    held: [...held],
    hand,
    category,
    winMinor: category === null ? 0 : state.stakeMinor * theme.paytable[category],
  };
}

export const legalActions = (state: VideoPokerState): Array<VideoPokerAction['type']> =>
  state.phase === 'dealt' ? ['draw'] : [];

/** A whole round from its stream and the player's holds: what the fairness page recomputes. */
export function replay(
  theme: VideoPokerTheme,
  rng: Rng,
  stakeMinor: number,
  actions: readonly VideoPokerAction[],
): VideoPokerState {
  return actions.reduce<VideoPokerState>(
    (state, action) => draw(theme, state, rng, action.held),
    deal(theme, rng, stakeMinor),
  );
}

/** What the player may see of a hand: everything but the deck, whose order holds the draw. */
export type VideoPokerView = Omit<DealtHand, 'shoe'> | Omit<SettledHand, 'shoe'>;

export function playerView(state: VideoPokerState): VideoPokerView {
  const { shoe: _shoe, ...shown } = state;
  return shown;
}
