import { heldOn, noHolds, toggleHold } from './video-poker.holds';

describe('video poker holds', () => {
  it('starts a hand with none held and toggles one card at a time', () => {
    expect(heldOn(noHolds, 'r1')).toEqual([false, false, false, false, false]);
    const once = toggleHold(noHolds, 'r1', 2);
    expect(heldOn(once, 'r1')).toEqual([false, false, true, false, false]);
    const twice = toggleHold(toggleHold(once, 'r1', 4), 'r1', 2);
    expect(heldOn(twice, 'r1')).toEqual([false, false, false, false, true]);
  });

  it('forgets the holds of an earlier hand', () => {
    const earlier = toggleHold(noHolds, 'r1', 0);
    expect(heldOn(earlier, 'r2')).toEqual([false, false, false, false, false]);
    expect(heldOn(toggleHold(earlier, 'r2', 1), 'r2')).toEqual([false, true, false, false, false]);
  });
});
