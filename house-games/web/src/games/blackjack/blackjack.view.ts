import { blackjack, type Card } from '@site/house-games/engines';

/** A hand's total as a table shows it: both counts of a soft hand ("7/17"), else the one. */
export function totalParts(cards: ReadonlyArray<Card | null>): number[] {
  const shown = cards.filter((card): card is Card => card !== null);
  if (shown.length === 0) return [];
  const { total, soft } = blackjack.handTotal(shown);
  return soft && total < 21 ? [total - 10, total] : [total];
}

/** What one hand of the round came to, once settled; null while it is played. */
export const outcomeOf = (
  view: blackjack.BlackjackView,
  hand: number,
): blackjack.HandOutcome | null => view.settlement?.outcomes[hand] ?? null;

/** The hand the player acts on now, if any (none while insurance is offered or once settled). */
export const activeHand = (view: blackjack.BlackjackView): number | null =>
  view.phase === 'player' ? view.active : null;

/** A payout as a table prints it: profit to stake in smallest whole numbers (1.5 → "3:2"). */
export function payoutRatio(profitPerUnit: number): string {
  for (let stake = 1; stake <= 10; stake += 1) {
    const profit = profitPerUnit * stake;
    if (Number.isInteger(profit)) return `${profit}:${stake}`;
  }
  return `${profitPerUnit}:1`;
}
