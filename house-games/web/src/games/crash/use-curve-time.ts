import { useEffect, useState } from 'react';
import { elapsedAt, type CurveClock } from './crash-round';

/** A few readings a second when the player asked for less motion: text, no animation. */
const REDUCED_MOTION_TICK_MS = 250;

/**
 * The running curve's elapsed time on the server's clock, re-read every animation frame (or a
 * few times a second with reduced motion); null without a running round.
 */
export function useCurveTime(clock: CurveClock | null, reducedMotion: boolean): number | null {
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  useEffect(() => {
    if (!clock) {
      setElapsedMs(null);
      return;
    }
    const read = () => setElapsedMs(elapsedAt(clock, Date.now()));
    read();
    if (reducedMotion) {
      const timer = setInterval(read, REDUCED_MOTION_TICK_MS);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function tick() {
      read();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [clock, reducedMotion]);
  return elapsedMs;
}
