/** Source of the current time; injected so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/**
 * The clock as `lru-cache`'s `perf` option (milliseconds), so the caches' TTLs follow an
 * injected clock (tests move time); with `ttlResolution: 0` every check reads it afresh.
 */
export function cacheTiming(clock: Clock): { perf: { now(): number }; ttlResolution: 0 } {
  return { perf: { now: () => clock.now().getTime() }, ttlResolution: 0 };
}
