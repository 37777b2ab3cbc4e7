import { handTotal, cardPoints } from './blackjack.paytable.js';
import { legalActions, type BlackjackAction, type BlackjackState } from './blackjack.engine.js';

/**
 * Basic strategy for a multi-deck shoe, dealer standing on soft 17, double after split, no
 * surrender; never insurance. The page offers it as a hint and the RTP bench plays it.
 * Letters: H hit, S stand, D double (else hit), Ds double (else stand), P split.
 */
type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up-card columns: 2 3 4 5 6 7 8 9 T A. */
const row = (moves: string): Move[] => moves.split(' ') as Move[];

const HARD: Record<number, Move[]> = {
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
};

/** Soft totals by the other card(s): A2 = 13 … A9 = 20. */
const SOFT: Record<number, Move[]> = {
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
};

/** Pairs by the points of one card, while a split is allowed; 5s and 10s play as hard totals. */
const PAIRS: Record<number, Move[]> = {
  2: row('P P P P P P H H H H'),
  3: row('P P P P P P H H H H'),
  4: row('H H H P P H H H H H'),
  6: row('P P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
  11: row('P P P P P P P P P P'),
};

function moveFor(state: BlackjackState, legal: readonly BlackjackAction[]): Move {
  const hand = state.hands[state.active]!;
  const column = cardPoints(state.dealer[0]!) - 2;
  if (legal.includes('split')) {
    const pair = PAIRS[cardPoints(hand.cards[0]!)]?.[column];
    if (pair) return pair;
  }
  const { total, soft } = handTotal(hand.cards);
  if (soft) return total >= 19 ? 'S' : (SOFT[total]?.[column] ?? 'H');
  if (total <= 8) return 'H';
  return total >= 17 ? 'S' : HARD[total]![column]!;
}

export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'decline-insurance';
  const legal = legalActions(state);
  const move = moveFor(state, legal);
  if (move === 'P') return 'split';
  if (move === 'D' || move === 'Ds')
    return legal.includes('double') ? 'double' : move === 'D' ? 'hit' : 'stand';
  return move === 'H' ? 'hit' : 'stand';
}
