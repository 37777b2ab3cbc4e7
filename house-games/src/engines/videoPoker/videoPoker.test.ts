import type { Card } from '../cards.js';
import { rngDealing, seededRng } from '../../sim/sources.js';
import { deal, draw, legalActions, playerView, replay } from './videoPoker.engine.js';
import { categoryOf } from './videoPoker.hand.js';
import { simpleHolds } from './videoPoker.strategy.js';
import { maxPayoutMultiplier, themeFor } from './videoPoker.theme.js';

const theme = themeFor('VP_JACKS_1');
const stakeMinor = theme.bet.minMinor * 5;
const hand = (cards: string) => cards.split(' ') as Card[];
const HOLD_ALL = [true, true, true, true, true];

describe('video poker (Jacks or Better 9/6)', () => {
  it('pays a pair of jacks the stake back and nothing for a pair of tens', () => {
    expect(categoryOf(hand('JS JD 4C 7H 9S'))).toBe('jacks-or-better');
    expect(categoryOf(hand('TS TD 4C 7H 9S'))).toBeNull();
    const jacks = draw(
      theme,
      deal(theme, rngDealing(hand('JS JD 4C 7H 9S')), stakeMinor),
      seededRng(1),
      HOLD_ALL,
    );
    expect(jacks.winMinor).toBe(stakeMinor);
    const tens = draw(
      theme,
      deal(theme, rngDealing(hand('TS TD 4C 7H 9S')), stakeMinor),
      seededRng(1),
      HOLD_ALL,
    );
    expect(tens.winMinor).toBe(0);
  });

  it('ranks the hands of the paytable, the wheel and the royal included', () => {
    expect(categoryOf(hand('TS JS QS KS AS'))).toBe('royal-flush');
    expect(categoryOf(hand('AH 2H 3H 4H 5H'))).toBe('straight-flush');
    expect(categoryOf(hand('AH 2C 3H 4D 5H'))).toBe('straight');
    expect(categoryOf(hand('QH KC AH 2D 3H'))).toBeNull();
    expect(categoryOf(hand('9C 9D 9H 9S 2C'))).toBe('four-of-a-kind');
    expect(categoryOf(hand('9C 9D 9H 2S 2C'))).toBe('full-house');
    expect(categoryOf(hand('2C 7C 9C JC KC'))).toBe('flush');
    expect(categoryOf(hand('5C 5D 5H JS KC'))).toBe('three-of-a-kind');
    expect(categoryOf(hand('5C 5D 3H 3S KC'))).toBe('two-pair');
    expect(maxPayoutMultiplier(theme)).toBe(800);
  });

  it('keeps held cards in place and replaces the others from the same deck', () => {
    const rng = rngDealing(hand('AS 2D 7C AH KD AC AD 3S'));
    const settled = draw(theme, deal(theme, rng, stakeMinor), rng, [
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(settled.hand).toEqual(hand('AS AC AD AH 3S'));
    expect(settled).toMatchObject({ category: 'four-of-a-kind', winMinor: stakeMinor * 25 });
    expect(settled.shoe.next).toBe(8);
    expect(legalActions(settled)).toEqual([]);
    expect(playerView(settled)).not.toHaveProperty('shoe');
    expect(() => draw(theme, settled, seededRng(1), HOLD_ALL)).toThrow('already drawn');
  });

  it('replays a round from its stream and holds, using one float per card', () => {
    let floats = 0;
    const source = seededRng(42);
    const counting = { nextFloat: () => ((floats += 1), source.nextFloat()) };
    const held = [false, true, false, true, false];
    const played = draw(theme, deal(theme, counting, stakeMinor), counting, held);
    expect(floats).toBe(8);
    expect(replay(theme, seededRng(42), stakeMinor, [{ type: 'draw', held }])).toEqual(played);
  });

  it('holds as the simple strategy says', () => {
    expect(simpleHolds(hand('TS JS QS KS 2D'))).toEqual([true, true, true, true, false]);
    expect(simpleHolds(hand('JS JD 4C 7H 9S'))).toEqual([true, true, false, false, false]);
    expect(simpleHolds(hand('4S 4D QC 7H 9S'))).toEqual([true, true, false, false, false]);
    expect(simpleHolds(hand('2C 7C 9C JC KD'))).toEqual([true, true, true, true, false]);
    expect(simpleHolds(hand('AS KD QC 3H 8S'))).toEqual([false, true, true, false, false]);
    expect(simpleHolds(hand('2S 5D 7C 9H 3D'))).toEqual([false, false, false, false, false]);
  });
});
