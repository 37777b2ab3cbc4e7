import { formatDateTime } from '../ui/records/record-format';
import { toIsoDate } from '../ui/dates/date-ranges';
import { formatDate } from './format-number';
import { brandTzOffset, displayTimeZone, setDisplayTimeZone, zonedParts } from './time-zone';

/** 00:01 on 2 December in Dhaka; 18:01 on 1 December in London. */
const AFTER_DHAKA_MIDNIGHT = new Date('2026-12-01T18:01:00Z');

afterEach(() => setDisplayTimeZone(undefined));

describe("times on the brand's clock (issue 40 item 14)", () => {
  it('shows a moment in the brand zone, in BN digits on the 24-hour clock', () => {
    setDisplayTimeZone('Asia/Dhaka');
    const bn = formatDateTime(AFTER_DHAKA_MIDNIGHT.toISOString(), 'bn');
    expect(bn).toContain('০০:০১');
    expect(bn).toContain('২');
    expect(bn).not.toMatch(/[0-9]|AM|PM/);
    expect(formatDateTime(AFTER_DHAKA_MIDNIGHT.toISOString(), 'en')).toBe('2 Dec 2026, 00:01');
  });

  it('the same moment on a brand in London is the evening before', () => {
    setDisplayTimeZone('Europe/London');
    expect(formatDateTime(AFTER_DHAKA_MIDNIGHT.toISOString(), 'en')).toBe('1 Dec 2026, 18:01');
    expect(formatDate(AFTER_DHAKA_MIDNIGHT, 'bn', { timeStyle: 'short' })).toBe('১৮:০১');
  });

  it('a zone a caller names still wins (a date-only value kept on UTC)', () => {
    setDisplayTimeZone('Asia/Dhaka');
    expect(formatDate(AFTER_DHAKA_MIDNIGHT, 'en', { timeStyle: 'short', timeZone: 'UTC' })).toBe(
      '18:01',
    );
  });

  it("counts today and the API's tzOffset by the brand's calendar", () => {
    setDisplayTimeZone('Asia/Dhaka');
    expect(toIsoDate(AFTER_DHAKA_MIDNIGHT)).toBe('2026-12-02');
    expect(brandTzOffset(AFTER_DHAKA_MIDNIGHT)).toBe(360);
    expect(zonedParts(AFTER_DHAKA_MIDNIGHT)).toEqual({
      year: 2026,
      month: 12,
      day: 2,
      hour: 0,
      minute: 1,
      second: 0,
    });
    setDisplayTimeZone('Europe/London');
    expect(toIsoDate(AFTER_DHAKA_MIDNIGHT)).toBe('2026-12-01');
    expect(brandTzOffset(AFTER_DHAKA_MIDNIGHT)).toBe(0);
    expect(brandTzOffset(new Date('2027-07-01T12:00:00Z'))).toBe(60);
  });

  it('an unknown zone leaves the device clock', () => {
    setDisplayTimeZone('Mars/Olympus');
    expect(displayTimeZone()).toBeUndefined();
  });
});
