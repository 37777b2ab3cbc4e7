import {
  addDays,
  isIsoDate,
  isOrderedRange,
  periodRange,
  presetOf,
  presetRange,
  shiftPeriod,
  toIsoDate,
} from './date-ranges';

it('reads and moves calendar days across month, year and leap-day ends', () => {
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  expect(toIsoDate(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
  expect(isIsoDate('2026-02-29')).toBe(false);
  expect(isIsoDate('2028-02-29')).toBe(true);
  expect(isIsoDate('23/11/2026')).toBe(false);
});

it('presets span exactly 7 or 30 days that include today', () => {
  const today = '2026-11-23';
  expect(presetRange('previous7', today)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  expect(presetRange('previous30', today)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  expect(presetRange('next7', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  expect(presetRange('next30', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-13' });
  expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, today)).toBe('previous7');
  expect(presetOf({ from: '2026-11-18', to: '2026-11-23' }, today)).toBeNull();
});

it('daily, weekly, half-monthly and monthly periods hold the given day', () => {
  // 2026-11-23 is a Monday.
  expect(periodRange('daily', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  expect(periodRange('weekly', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  expect(periodRange('weekly', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  expect(periodRange('weekly', '2026-11-23', 6)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  expect(periodRange('halfMonthly', '2026-11-15')).toEqual({
    from: '2026-11-01',
    to: '2026-11-15',
  });
  expect(periodRange('halfMonthly', '2026-02-16')).toEqual({
    from: '2026-02-16',
    to: '2026-02-28',
  });
  expect(periodRange('halfMonthly', '2028-02-20')).toEqual({
    from: '2028-02-16',
    to: '2028-02-29',
  });
  expect(periodRange('monthly', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
});

it('steps to the period before or after, across month and year ends', () => {
  expect(shiftPeriod('daily', { from: '2027-01-01', to: '2027-01-01' }, -1)).toEqual({
    from: '2026-12-31',
    to: '2026-12-31',
  });
  expect(shiftPeriod('weekly', { from: '2026-12-28', to: '2027-01-03' }, 1)).toEqual({
    from: '2027-01-04',
    to: '2027-01-10',
  });
  const firstHalf = { from: '2026-03-01', to: '2026-03-15' };
  expect(shiftPeriod('halfMonthly', firstHalf, -1)).toEqual({
    from: '2026-02-16',
    to: '2026-02-28',
  });
  expect(shiftPeriod('halfMonthly', firstHalf, 1)).toEqual({
    from: '2026-03-16',
    to: '2026-03-31',
  });
  expect(shiftPeriod('monthly', { from: '2026-12-01', to: '2026-12-31' }, 1)).toEqual({
    from: '2027-01-01',
    to: '2027-01-31',
  });
  expect(isOrderedRange({ from: '2026-11-24', to: '2026-11-23' })).toBe(false);
});
