import { formatBadgeCount, formatDate, formatNumber, localizeDigits } from './format-number';

describe('numbers in the reader’s digits', () => {
  it('writes Bengali digits in BN and Latin digits in EN', () => {
    expect(formatNumber(18, 'bn')).toBe('১৮');
    expect(formatNumber(18, 'en')).toBe('18');
    expect(formatNumber(1250000, 'bn')).toBe('১২,৫০,০০০');
  });

  it('caps a badge at 99+', () => {
    expect(formatBadgeCount(2, 'bn')).toBe('২');
    expect(formatBadgeCount(120, 'bn')).toBe('৯৯+');
    expect(formatBadgeCount(120, 'en')).toBe('99+');
  });

  it('rewrites the digits of a laid-out text', () => {
    expect(localizeDigits('2026-01-05 09:30:00', 'bn')).toBe('২০২৬-০১-০৫ ০৯:৩০:০০');
    expect(localizeDigits('2026-01-05', 'en')).toBe('2026-01-05');
  });
});

describe('dateTimeFormat (issue 40 item 13)', () => {
  const moment = Date.UTC(2026, 11, 1, 15, 5);
  it('writes a BN time in Bengali digits on the 24-hour clock, with no Latin AM/PM', () => {
    const text = formatDate(moment, 'bn', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(text).toContain('১৫:০৫');
    expect(text).not.toMatch(/[0-9A-Za-z]/);
  });
  it('keeps EN in en-GB', () => {
    expect(formatDate(moment, 'en', { timeStyle: 'short', timeZone: 'UTC' })).toBe('15:05');
  });
});
