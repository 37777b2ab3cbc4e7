import type { CrashRound } from '@site/contracts';
import { crash } from '@site/house-games/engines';
import {
  crashTableReducer,
  elapsedAt,
  parseAutoCashOut,
  shownHundredths,
  type CrashTableState,
} from './crash-round';

const running: CrashRound = {
  roundId: 'r1',
  kind: 'crash',
  step: 0,
  status: 'OPEN',
  bet: 1,
  autoCashOut: null,
  startedAt: 10_000,
  leadInMs: 1_000,
  curveKPerMs: crash.CURVE_K_PER_MS,
  maxMultiplier: 1_000,
  serverNow: 9_000,
  cashedOutAt: null,
  crashPoint: null,
  win: null,
  fair: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
};
const settled: CrashRound = { ...running, step: 1, status: 'SETTLED', crashPoint: 3.47, win: 0 };

describe('crash table', () => {
  it('draws the curve on the server clock: the offset at the answer, the lead-in negative', () => {
    const state = crashTableReducer(
      { phase: 'betting', last: null },
      { type: 'running', round: running, answeredAt: 5_000 },
    );
    if (state.phase !== 'running') throw new Error(state.phase);
    expect(state.clock.offsetMs).toBe(4_000);
    expect(elapsedAt(state.clock, 5_500)).toBe(-500);
    expect(elapsedAt(state.clock, 6_000 + crash.msToReach(200))).toBeCloseTo(crash.msToReach(200));
    expect(shownHundredths(running, crash.msToReach(200))).toBe(200);
    expect(shownHundredths(running, 10 ** 9)).toBe(100_000);
  });

  it('keeps the clock of the round on the table when a poll answers it again', () => {
    const state = crashTableReducer(
      { phase: 'betting', last: null },
      { type: 'running', round: running, answeredAt: 5_000 },
    );
    const polled = crashTableReducer(state, {
      type: 'running',
      round: { ...running, serverNow: 9_600 },
      answeredAt: 5_900,
    });
    expect(polled).toBe(state);
  });

  it('cashes out once, goes back to running on a refusal, and ends when the server settles', () => {
    let state: CrashTableState = crashTableReducer(
      { phase: 'ready', last: null },
      { type: 'running', round: running, answeredAt: 0 },
    );
    state = crashTableReducer(state, { type: 'cashOut' });
    expect(state.phase).toBe('cashingOut');
    expect(crashTableReducer(state, { type: 'cashOut' })).toBe(state);
    expect(crashTableReducer(state, { type: 'cashOutRefused' }).phase).toBe('running');
    expect(crashTableReducer(state, { type: 'settled', round: running })).toBe(state);
    expect(crashTableReducer(state, { type: 'settled', round: settled })).toEqual({
      phase: 'over',
      last: settled,
    });
  });

  it('reads an auto cash-out in either digits, within 1.01× and the cap', () => {
    expect(parseAutoCashOut('', 1_000)).toEqual({ ok: true, hundredths: null });
    expect(parseAutoCashOut(' 2.5× ', 1_000)).toEqual({ ok: true, hundredths: 250 });
    expect(parseAutoCashOut('২.০০', 1_000)).toEqual({ ok: true, hundredths: 200 });
    expect(parseAutoCashOut('1.01', 1_000)).toEqual({ ok: true, hundredths: 101 });
    expect(parseAutoCashOut('1', 1_000)).toEqual({ ok: false, reason: 'range' });
    expect(parseAutoCashOut('10.01', 1_000)).toEqual({ ok: false, reason: 'range' });
    expect(parseAutoCashOut('2.555', 1_000)).toEqual({ ok: false, reason: 'format' });
    expect(parseAutoCashOut('two', 1_000)).toEqual({ ok: false, reason: 'format' });
  });
});
