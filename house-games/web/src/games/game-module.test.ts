import { sameOutcome } from './game-module';

describe('comparing a recorded outcome with a recomputed one', () => {
  it('ignores the order of keys the database kept them in', () => {
    expect(
      sameOutcome({ b: [1, { y: 2, x: 1 }], a: null }, { a: null, b: [1, { x: 1, y: 2 }] }),
    ).toBe(true);
  });

  it('sees a different value, a missing key and a different order of list items', () => {
    expect(sameOutcome({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameOutcome({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(sameOutcome([1, 2], [2, 1])).toBe(false);
  });
});
