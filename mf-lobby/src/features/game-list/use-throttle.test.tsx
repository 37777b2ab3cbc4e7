import { renderHook } from '@testing-library/react';
import { useThrottledCallback } from './use-throttle';

describe('useThrottledCallback (spec §9 infinite scroll throttle 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per 200 ms with one trailing call', () => {
    const fn = jest.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 200));
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) {
      jest.advanceTimersByTime(15);
      result.current();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing call when the component goes away', () => {
    const fn = jest.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(fn, 200));
    result.current();
    result.current();
    unmount();
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
