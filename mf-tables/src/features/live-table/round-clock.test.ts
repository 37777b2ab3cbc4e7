import type { LiveRound } from '@site/contracts';
import { announcementOf } from './round-announcer';
import { clockOffsetMs, phaseOf, secondsLeft } from './round-clock';

const at = (iso: string) => Date.parse(iso);
const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  roundNo: 12,
  state: 'BETTING',
  openedAt: '2026-12-07T04:00:00.000Z',
  closesAt: '2026-12-07T04:00:15.000Z',
  resultDueAt: '2026-12-07T04:00:21.000Z',
  serverSeedHash: 'a'.repeat(64),
  posted: null,
  outcome: null,
  winner: null,
  resultedAt: null,
  serverSeed: null,
  ...overrides,
});

describe("the round's clock", () => {
  it("counts on the server's clock, corrected by the answer's server time", () => {
    expect(clockOffsetMs('2026-12-07T04:00:10.000Z', at('2026-12-07T04:00:07.000Z'))).toBe(3_000);
  });

  it('counts down to the close while betting, then to the result', () => {
    expect(phaseOf(round(), at('2026-12-07T04:00:05.200Z'))).toBe('BETTING');
    expect(secondsLeft(round(), at('2026-12-07T04:00:05.200Z'))).toBe(10);
    // Past the deadline the clock has not closed the round yet: no more bets all the same.
    expect(phaseOf(round(), at('2026-12-07T04:00:16.000Z'))).toBe('DEALING');
    expect(secondsLeft(round({ state: 'CLOSED' }), at('2026-12-07T04:00:16.000Z'))).toBe(5);
    expect(secondsLeft(round({ state: 'CLOSED' }), at('2026-12-07T04:00:30.000Z'))).toBe(0);
    expect(
      phaseOf(round({ state: 'SETTLED', winner: 'TIE' }), at('2026-12-07T04:00:22.000Z')),
    ).toBe('RESULT');
    expect(phaseOf(null, 0)).toBe('WAITING');
  });

  it('announces the phase, a few seconds marks and the result, never every second', () => {
    const texts = [14, 12, 10, 9, 6, 5, 3].map(
      (seconds) => announcementOf(round(), 'BETTING', seconds)?.key,
    );
    expect(new Set(texts)).toEqual(new Set(['announce.open', 'announce.secondsLeft']));
    expect(announcementOf(round(), 'BETTING', 9)).toEqual(announcementOf(round(), 'BETTING', 6));
    expect(announcementOf(round({ state: 'CLOSED' }), 'DEALING', 4)?.key).toBe('announce.closed');
    expect(announcementOf(round({ state: 'RESULT', winner: 'BANKER' }), 'RESULT', 0)).toEqual({
      key: 'announce.result',
      values: { roundNo: 12, winner: 'BANKER' },
    });
    expect(announcementOf(null, 'WAITING', 0)).toBeNull();
  });

  it('says the table is closed once a paused table has settled its last round, not before', () => {
    const now = at('2026-12-07T04:00:22.000Z');
    expect(phaseOf(round({ state: 'SETTLED', winner: 'TIE' }), now, true)).toBe('CLOSED');
    expect(phaseOf(null, now, true)).toBe('CLOSED');
    // The round in play when the table was paused finishes as usual.
    expect(phaseOf(round(), at('2026-12-07T04:00:05.000Z'), true)).toBe('BETTING');
    expect(phaseOf(round({ state: 'RESULT', winner: 'TIE' }), now, true)).toBe('RESULT');
    expect(announcementOf(null, 'CLOSED', 0)).toEqual({ key: 'announce.tableClosed', values: {} });
  });
});
