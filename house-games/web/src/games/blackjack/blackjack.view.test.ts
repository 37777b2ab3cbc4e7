import type { blackjack } from '@site/house-games/engines';
import { activeHand, outcomeOf, payoutRatio, totalParts } from './blackjack.view';

describe('the blackjack table', () => {
  it('shows a soft hand both ways and a hard or 21 hand once', () => {
    expect(totalParts(['AS', '6H'])).toEqual([7, 17]);
    expect(totalParts(['AS', 'KH'])).toEqual([21]);
    expect(totalParts(['AS', '6H', '9C'])).toEqual([16]);
    expect(totalParts(['TS', '6H'])).toEqual([16]);
    expect(totalParts(['AS', 'AH'])).toEqual([2, 12]);
  });

  it('counts only the face-up cards of the dealer', () => {
    expect(totalParts(['AS', null])).toEqual([1, 11]);
    expect(totalParts([null])).toEqual([]);
  });

  it('names the active hand while the player acts and each outcome once settled', () => {
    const view = {
      phase: 'player',
      active: 1,
      settlement: null,
    } as unknown as blackjack.BlackjackView;
    expect(activeHand(view)).toBe(1);
    expect(outcomeOf(view, 0)).toBeNull();
    const settled = {
      phase: 'settled',
      active: 1,
      settlement: { outcomes: ['win', 'push'] },
    } as unknown as blackjack.BlackjackView;
    expect(activeHand(settled)).toBeNull();
    expect(outcomeOf(settled, 1)).toBe('push');
  });

  it('prints payouts as table ratios', () => {
    expect(payoutRatio(1.5)).toBe('3:2');
    expect(payoutRatio(2)).toBe('2:1');
    expect(payoutRatio(1)).toBe('1:1');
  });
});
