import { betLadder } from './bet-control';

describe('the bet ladder', () => {
  it('runs from the minimum to the maximum through 1-2-5 steps, each a whole number of steps', () => {
    expect(betLadder({ minMinor: 50, maxMinor: 10_000, stepMinor: 50 })).toEqual([
      50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000,
    ]);
  });

  it('keeps only stakes the theme accepts', () => {
    const ladder = betLadder({ minMinor: 300, maxMinor: 4_500, stepMinor: 300 });
    expect(ladder[0]).toBe(300);
    expect(ladder.at(-1)).toBe(4_500);
    expect(ladder.every((stake) => stake % 300 === 0)).toBe(true);
  });
});
