import { rankOf, type Card } from '../cards.js';

/**
 * Blackjack's payouts, per unit of a hand's stake, the stake included, and the card values.
 * Rules: the dealer stands on every 17 (soft 17 too) and peeks for blackjack under an ace or a
 * ten; a natural pays 3:2; insurance (half the stake, offered under an ace) pays 2:1.
 */
export const PAYOUTS = {
  blackjack: 2.5,
  win: 2,
  push: 1,
  lose: 0,
  insurance: 3,
} as const;

export const BLACKJACK_RULES = {
  dealerStandsOnSoft17: true,
  doubleOnAnyTwoCards: true,
  doubleAfterSplit: true,
  splitsPerRound: 1,
  splitAcesTakeOneCardEach: true,
  twentyOneAfterSplitIsBlackjack: false,
  insuranceShare: 0.5,
} as const;

export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 11;
  return 'TJQK'.includes(rank) ? 10 : Number(rank);
}

/** The best total of a hand, and whether an ace still counts 11 in it (a soft total). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let elevens = 0;
  for (const card of cards) {
    const points = cardPoints(card);
    total += points;
    if (points === 11) elevens += 1;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens -= 1;
  }
  return { total, soft: elevens > 0 };
}

export const isNatural = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handTotal(cards).total === 21;
