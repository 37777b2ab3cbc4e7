import { seededRng } from '../sim/sources.js';
import { dealCard, newShoe } from './cards.js';
import { betLimitsFor, isStakeAllowed, titleFromCode } from './theme.js';

describe('themes and the shoe every engine shares', () => {
  it('names an entry from its code and keeps its bet range in whole steps', () => {
    expect(titleFromCode('PADMA_FORTUNE')).toBe('Padma Fortune');
    const limits = betLimitsFor('JP_SLOT_1', 20);
    expect(limits.minMinor % 20).toBe(0);
    expect(isStakeAllowed(limits, limits.minMinor)).toBe(true);
    expect(isStakeAllowed(limits, limits.minMinor + 10)).toBe(false);
    expect(isStakeAllowed(limits, limits.maxMinor + 20)).toBe(false);
    expect(isStakeAllowed(limits, 0.5)).toBe(false);
  });

  it('deals every card of a deck with the same chance, one float per card', () => {
    const firstCards = new Map<string, number>();
    const rng = seededRng(9);
    const deals = 52_000;
    for (let deal = 0; deal < deals; deal += 1) {
      const card = dealCard(newShoe(1), rng);
      firstCards.set(card, (firstCards.get(card) ?? 0) + 1);
    }
    expect(firstCards.size).toBe(52);
    // Each count is Binomial(52,000, 1/52): mean 1,000, sd 31; 6 sd either side.
    for (const count of firstCards.values()) expect(Math.abs(count - 1_000)).toBeLessThan(190);
  });

  it('never deals a card twice from a shoe', () => {
    const shoe = newShoe(2);
    const rng = seededRng(4);
    const dealt = Array.from({ length: 104 }, () => dealCard(shoe, rng));
    expect(new Set(dealt).size).toBe(52);
    expect(dealt.filter((card) => card === 'AS')).toHaveLength(2);
    expect(shoe.next).toBe(104);
  });
});
