import { RANKS } from '@site/house-games/engines';
import { cornerIndex, isLowerHalf, pipsOf } from './card-layout';

describe('card faces', () => {
  it('draws as many pips as a number card counts, and none for aces and court cards', () => {
    for (const rank of RANKS) {
      const pips = pipsOf(rank);
      if ('AJQK'.includes(rank)) expect(pips).toBeNull();
      else expect(pips).toHaveLength(rank === 'T' ? 10 : Number(rank));
    }
  });

  it('keeps pips apart and mirrors the upper half onto the lower (the seven has its odd pip up)', () => {
    for (const rank of RANKS) {
      const pips = pipsOf(rank) ?? [];
      expect(new Set(pips.map(({ x, y }) => `${x},${y}`)).size).toBe(pips.length);
      const upper = pips.filter((pip) => pip.y < 70).length;
      expect(pips.filter(isLowerHalf)).toHaveLength(rank === '7' ? upper - 1 : upper);
    }
  });

  it('prints 10 for the ten', () => {
    expect(cornerIndex('T')).toBe('10');
    expect(cornerIndex('Q')).toBe('Q');
  });
});
