import { copyShoe, dealCard, newShoe, rankOf, type Card, type Shoe } from '../cards.js';
import type { Rng } from '../rng.js';
import { assertStake, EngineRuleError } from '../theme.js';
import {
  BLACKJACK_RULES,
  cardPoints,
  handTotal,
  isNatural,
  PAYOUTS,
} from './blackjack.paytable.js';
import type { BlackjackTheme } from './blackjack.theme.js';

/**
 * Blackjack against the dealer as a state machine: deal → (insurance) → player → settled.
 *
 * Cards come lazily from the theme's shoe, one float each, in this order: player, dealer up,
 * player, dealer hole; then every card an action asks for, as it is asked for (on a split the
 * first hand's second card, then the second hand's); then the dealer's draws. So a round is a
 * function of its stream and its action list (replay).
 *
 * Rules (blackjack.paytable.ts): the dealer peeks under an ace (after insurance is decided) or a
 * ten, and a dealer blackjack ends the round at once; a natural pays 3:2; double on any first two
 * cards, after a split too; one split per round, of two cards of the same value; split aces take
 * one card each; 21 on a split hand is not a blackjack; a hand reaching 21 stands by itself; the
 * dealer stands on all 17s. Double, split and insurance are extra stakes (extraStakeFor), which
 * the API debits as bets of the same round before applying the action.
 */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insure' | 'decline-insurance';
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface PlayerHand {
  cards: Card[];
  stakeMinor: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}

export interface BlackjackSettlement {
  outcomes: HandOutcome[];
  /** What each hand returns, its stake included. */
  handPayoutsMinor: number[];
  insurancePayoutMinor: number;
  /** Every stake of the round: the first one and the extras. */
  stakedMinor: number;
  winMinor: number;
}

export interface BlackjackState {
  phase: 'insurance' | 'player' | 'settled';
  /** The first stake; extras are in hands[].stakeMinor and insuranceStakeMinor. */
  stakeMinor: number;
  shoe: Shoe;
  dealer: Card[];
  hands: PlayerHand[];
  active: number;
  insuranceStakeMinor: number;
  settlement: BlackjackSettlement | null;
}

const drawTo = (shoe: Shoe, rng: Rng, cards: Card[]) => cards.push(dealCard(shoe, rng));

const isAce = (card: Card) => rankOf(card) === 'A';

export function deal(theme: BlackjackTheme, rng: Rng, stakeMinor: number): BlackjackState {
  assertStake(theme.bet, stakeMinor);
  const shoe = newShoe(theme.decks);
  const [first, up, second, hole] = [0, 1, 2, 3].map(() => dealCard(shoe, rng)) as [
    Card,
    Card,
    Card,
    Card,
  ];
  const state: BlackjackState = {
    phase: 'player',
    stakeMinor,
    shoe,
    dealer: [up, hole],
    hands: [{ cards: [first, second], stakeMinor, doubled: false, fromSplit: false, done: false }],
    active: 0,
    insuranceStakeMinor: 0,
    settlement: null,
  };
  if (isAce(up)) return { ...state, phase: 'insurance' };
  return peek(state);
}

/** The dealer checks for blackjack; a natural on either side ends the round. */
function peek(state: BlackjackState): BlackjackState {
  const hand = state.hands[0]!;
  if (isNatural(state.dealer) || isNatural(hand.cards)) return settle(state);
  return state;
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insure', 'decline-insurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  const [first, second] = hand.cards;
  if (
    state.hands.length <= BLACKJACK_RULES.splitsPerRound &&
    hand.cards.length === 2 &&
    cardPoints(first!) === cardPoints(second!)
  ) {
    actions.push('split');
  }
  return actions;
}

/** The extra stake an action places: the API debits it before calling act. */
export function extraStakeFor(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'insure') return state.stakeMinor * BLACKJACK_RULES.insuranceShare;
  if (action === 'double' || action === 'split') return state.hands[state.active]!.stakeMinor;
  return 0;
}

export function act(
  theme: BlackjackTheme,
  state: BlackjackState,
  rng: Rng,
  action: BlackjackAction,
): BlackjackState {
  if (!legalActions(state).includes(action)) {
    throw new EngineRuleError(
      `${action} is not allowed now (${legalActions(state).join(', ') || 'round over'})`,
    );
  }
  const next: BlackjackState = {
    ...state,
    shoe: copyShoe(state.shoe),
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  };
  if (action === 'insure' || action === 'decline-insurance') {
    next.phase = 'player';
    next.insuranceStakeMinor = extraStakeFor(state, action);
    return peek(next);
  }
  const hand = next.hands[next.active]!;
  if (action === 'hit') drawTo(next.shoe, rng, hand.cards);
  if (action === 'stand') hand.done = true;
  if (action === 'double') {
    hand.stakeMinor *= 2;
    hand.doubled = true;
    drawTo(next.shoe, rng, hand.cards);
    hand.done = true;
  }
  if (action === 'split') {
    const moved = hand.cards.pop()!;
    const twin: PlayerHand = {
      cards: [moved],
      stakeMinor: hand.stakeMinor,
      doubled: false,
      fromSplit: true,
      done: false,
    };
    hand.fromSplit = true;
    next.hands.push(twin);
    for (const split of next.hands) {
      drawTo(next.shoe, rng, split.cards);
      if (isAce(moved)) split.done = true;
    }
  }
  for (const playing of next.hands) if (handTotal(playing.cards).total >= 21) playing.done = true;
  const open = next.hands.findIndex((playing) => !playing.done);
  if (open >= 0) return { ...next, active: open };
  return dealerPlays(next, rng);
}

function dealerPlays(state: BlackjackState, rng: Rng): BlackjackState {
  const allBust = state.hands.every((hand) => handTotal(hand.cards).total > 21);
  if (!allBust) {
    while (handTotal(state.dealer).total < 17) drawTo(state.shoe, rng, state.dealer);
  }
  return settle(state);
}

function outcomeOf(state: BlackjackState, hand: PlayerHand): HandOutcome {
  const player = handTotal(hand.cards).total;
  const dealer = handTotal(state.dealer).total;
  const dealerNatural = isNatural(state.dealer);
  const playerNatural = !hand.fromSplit && isNatural(hand.cards);
  if (playerNatural) return dealerNatural ? 'push' : 'blackjack';
  if (dealerNatural || player > 21) return 'lose';
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}

function settle(state: BlackjackState): BlackjackState {
  const outcomes = state.hands.map((hand) => outcomeOf(state, hand));
  const handPayoutsMinor = state.hands.map(
    (hand, index) => hand.stakeMinor * PAYOUTS[outcomes[index]!],
  );
  const insurancePayoutMinor = isNatural(state.dealer)
    ? state.insuranceStakeMinor * PAYOUTS.insurance
    : 0;
  const stakedMinor = state.hands.reduce(
    (sum, hand) => sum + hand.stakeMinor,
    state.insuranceStakeMinor,
  );
  return {
    ...state,
    phase: 'settled',
    hands: state.hands.map((hand) => ({ ...hand, done: true })),
    settlement: {
      outcomes,
      handPayoutsMinor,
      insurancePayoutMinor,
      stakedMinor,
      winMinor: handPayoutsMinor.reduce((sum, payout) => sum + payout, insurancePayoutMinor),
    },
  };
}

/** A whole round from its stream and the player's actions: what the fairness page recomputes. */
export function replay(
  theme: BlackjackTheme,
  rng: Rng,
  stakeMinor: number,
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(
    (state, action) => act(theme, state, rng, action),
    deal(theme, rng, stakeMinor),
  );
}

/** What the player may see of a round: no shoe, and the hole card only once the round is over. */
export interface BlackjackView extends Omit<BlackjackState, 'shoe' | 'dealer'> {
  dealer: Array<Card | null>;
  legalActions: BlackjackAction[];
}

/**
 * The round as the page is sent it while it is open: the shoe's order would tell the player the
 * next cards, and the hole card the dealer's hand.
 */
export function playerView(state: BlackjackState): BlackjackView {
  const { shoe: _shoe, dealer, ...shown } = state;
  const open = state.phase === 'settled';
  return {
    ...shown,
    dealer: open ? dealer : [dealer[0]!, null],
    legalActions: legalActions(state),
  };
}
