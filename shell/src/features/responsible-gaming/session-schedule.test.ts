import type { PlaySession } from '@site/shared';
import { nextRealityCheckAt, nextSessionEvent, SESSION_END_RECHECK_MS } from './session-schedule';

const START = Date.parse('2026-12-06T08:00:00.000Z');
const minutes = (count: number) => count * 60_000;

const session = (overrides: Partial<PlaySession> = {}): PlaySession => ({
  startedAt: new Date(START).toISOString(),
  netPosition: 0,
  realityCheckMinutes: 30,
  endsAt: null,
  ...overrides,
});

describe('nextRealityCheckAt', () => {
  it('counts whole intervals from the start of the session', () => {
    expect(nextRealityCheckAt(START, 30, START)).toBe(START + minutes(30));
    expect(nextRealityCheckAt(START, 30, START + minutes(29))).toBe(START + minutes(30));
    expect(nextRealityCheckAt(START, 15, START + minutes(47))).toBe(START + minutes(60));
  });

  it('moves to the next interval once one is reached', () => {
    expect(nextRealityCheckAt(START, 30, START + minutes(30))).toBe(START + minutes(60));
  });

  it('waits a whole interval from a start in the future (a clock behind the API)', () => {
    expect(nextRealityCheckAt(START, 60, START - minutes(5))).toBe(START + minutes(60));
  });

  it('has none without a positive interval', () => {
    expect(nextRealityCheckAt(START, 0, START)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('nextSessionEvent', () => {
  it('is the reality check without a session limit', () => {
    expect(nextSessionEvent(session(), START + minutes(10))).toEqual({
      kind: 'reality-check',
      at: START + minutes(30),
    });
  });

  it('is the end of the session when the limit comes before the next check', () => {
    const endsAt = new Date(START + minutes(45)).toISOString();
    expect(nextSessionEvent(session({ endsAt }), START + minutes(31))).toEqual({
      kind: 'session-end',
      at: START + minutes(45),
    });
    expect(nextSessionEvent(session({ endsAt }), START + minutes(10))).toEqual({
      kind: 'reality-check',
      at: START + minutes(30),
    });
  });

  it('asks again a little later about a limit already past', () => {
    const now = START + minutes(50);
    const endsAt = new Date(START + minutes(45)).toISOString();
    expect(nextSessionEvent(session({ endsAt }), now)).toEqual({
      kind: 'session-end',
      at: now + SESSION_END_RECHECK_MS,
    });
  });
});
