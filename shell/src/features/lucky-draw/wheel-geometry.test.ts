import { clock, countdown, localDigits, restingRotation, spinTarget } from './wheel-geometry';

/** The segment under the top pointer when the wheel is turned `rotation` degrees clockwise. */
const underPointer = (rotation: number, count: number) => {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(angle / (360 / count));
};

describe('wheel geometry', () => {
  it('rests each segment under the pointer', () => {
    for (const count of [2, 6, 8, 12])
      for (let segment = 0; segment < count; segment += 1)
        expect(underPointer(restingRotation(segment, count), count)).toBe(segment);
  });

  it('spins forward at least the turns asked and lands on the drawn segment', () => {
    let rotation = 0;
    for (const segment of [3, 3, 0, 7, 1]) {
      const next = spinTarget(rotation, segment, 8, 5);
      expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
      expect(next - rotation).toBeLessThan(6 * 360);
      expect(underPointer(next, 8)).toBe(segment);
      rotation = next;
    }
  });

  it("counts down on the server's clock and prints it", () => {
    // The page's clock is 5 s behind the server's.
    expect(countdown('2026-11-24T12:00:00Z', '2026-11-24T11:59:00Z', 1_000, 1_000)).toBe(60_000);
    expect(countdown('2026-11-24T12:00:00Z', '2026-11-24T11:59:00Z', 1_000, 100_000)).toBe(0);
    expect(clock(65_000)).toBe('01:05');
    expect(clock(3_725_000)).toBe('1:02:05');
    expect(localDigits('12:05', 'bn')).toBe('১২:০৫');
    expect(localDigits('12:05', 'en')).toBe('12:05');
  });
});
