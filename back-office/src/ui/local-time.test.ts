import { isoOfLocalInput, localInputOf } from './local-time';

describe('date-and-time inputs', () => {
  it('round-trips a time through the input to the minute', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(isoOfLocalInput(localInputOf(iso))).toBe(iso);
  });
  it('reads empty as none and refuses what is not a time', () => {
    expect(localInputOf(null)).toBe('');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('tomorrow')).toBeUndefined();
    expect(isoOfLocalInput('2026-13-45T99:99')).toBeUndefined();
  });
});
