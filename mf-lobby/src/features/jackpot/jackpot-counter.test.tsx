import { setupI18n } from '@site/shared';
import { act, render, screen } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { JackpotCounter, jackpotStart } from './jackpot-counter.component';

const amount = () =>
  Number(screen.getByTestId('jackpot').querySelector('[data-amount]')!.getAttribute('data-amount'));

beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
});

describe('JackpotCounter (spec §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('starts from a value derived from the current time', () => {
    const now = Date.now();
    expect(jackpotStart(now + 3000) - jackpotStart(now)).toBeCloseTo(165.11, 2);
    render(<JackpotCounter />);
    expect(amount()).toBeCloseTo(jackpotStart(now), 2);
  });

  it('grows by 165.11 every 3 seconds and shows every digit as a rolling column', () => {
    render(<JackpotCounter />);
    const start = amount();
    act(() => jest.advanceTimersByTime(2999));
    expect(amount()).toBeCloseTo(start, 2);
    act(() => jest.advanceTimersByTime(1));
    expect(amount()).toBeCloseTo(start + 165.11, 2);
    act(() => jest.advanceTimersByTime(9000));
    expect(amount()).toBeCloseTo(start + 4 * 165.11, 2);
    const digits = amount().toFixed(2).replace('.', '').length;
    expect(screen.getByTestId('jackpot').querySelectorAll('.jackpot__column')).toHaveLength(digits);
    expect(screen.getByTestId('jackpot')).toHaveTextContent(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount()),
    );
  });

  it('stops when removed', () => {
    const { unmount } = render(<JackpotCounter />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
