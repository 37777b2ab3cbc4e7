import type { fishing } from '@site/house-games/engines';
import {
  autoTarget,
  fishLength,
  pickSpecies,
  positionOf,
  spawnSwimmer,
  speciesOnScreen,
  touches,
  type Swimmer,
} from './fish-school';

const species = [2, 5, 100].map((multiplier, index) => ({
  id: `s${index}`,
  name: { en: `S${index}`, bn: `S${index}` },
  multiplier,
})) satisfies fishing.FishSpecies[];

const swimmer = (id: number, speciesIndex: number, direction: 1 | -1 = 1): Swimmer => ({
  id,
  speciesIndex,
  bornAt: 0,
  crossingMs: 10_000,
  direction,
  lane: 0.5,
  sway: 0,
});

describe('the school', () => {
  it('draws bigger fish for bigger multipliers and picks small fish more often', () => {
    expect(fishLength(0, 9)).toBeLessThan(fishLength(4, 9));
    expect(fishLength(4, 9)).toBeLessThan(fishLength(8, 9));
    expect(pickSpecies(9, () => 0)).toBe(0);
    expect(pickSpecies(9, () => 0.999_999)).toBe(8);
  });

  it('swims across from one edge to the other, in its direction', () => {
    const right = swimmer(1, 0);
    expect(positionOf(right, 0, 400, 300, 40).x).toBeCloseTo(-40);
    expect(positionOf(right, 10_000, 400, 300, 40).x).toBeCloseTo(440);
    expect(positionOf(swimmer(2, 0, -1), 0, 400, 300, 40).x).toBeCloseTo(440);
    const still = positionOf(right, 5_000, 400, 300, 40, true);
    expect(positionOf(right, 9_000, 400, 300, 40, true)).toEqual(still);
  });

  it('starts a spawned fish part-way across when asked', () => {
    const fish = spawnSwimmer(7, 3, 1_000, () => 0.5, 0.5);
    expect((1_000 - fish.bornAt) / fish.crossingMs).toBeCloseTo(0.5);
  });

  it('finds the fish under a point', () => {
    expect(touches({ x: 10, y: 5 }, { x: 0, y: 0 }, 40)).toBe(true);
    expect(touches({ x: 60, y: 0 }, { x: 0, y: 0 }, 40)).toBe(false);
  });

  it('lists each species on screen once, richest first, and auto-fires at the richest', () => {
    const school = [swimmer(1, 0), swimmer(2, 2), swimmer(3, 0), swimmer(4, 1)];
    expect(speciesOnScreen(school, species)).toEqual([2, 1, 0]);
    expect(autoTarget(school, species)?.id).toBe(2);
    expect(autoTarget([], species)).toBeNull();
  });
});
