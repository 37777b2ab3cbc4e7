import { formatBadgeCount, formatNumber, localizeDigits } from './format-number';

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
