import { sharedAnswer } from '../../src/http/sharedAnswer.js';

describe('a shared answer', () => {
  it('is the envelope around the value, serialised by its first request only', () => {
    const page = { games: [{ nodeId: 1 }], total: 1 };
    let serialised = 0;
    const serialize = (envelope: Record<string, unknown>) => {
      serialised += 1;
      return JSON.stringify(envelope);
    };
    const first = sharedAnswer(page).body(serialize);
    const second = sharedAnswer(page).body(serialize);
    expect(JSON.parse(first)).toEqual({ success: true, code: 0, message: '', value: page });
    expect(second).toBe(first);
    expect(serialised).toBe(1);
  });

  it('is a new answer for a new value (a cache refilled after a change)', () => {
    const serialize = (envelope: Record<string, unknown>) => JSON.stringify(envelope);
    const before = sharedAnswer({ name: 'before' }).body(serialize);
    const after = sharedAnswer({ name: 'after' }).body(serialize);
    expect(JSON.parse(after).value).toEqual({ name: 'after' });
    expect(after).not.toBe(before);
  });
});
