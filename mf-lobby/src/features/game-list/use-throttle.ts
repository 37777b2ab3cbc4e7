import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `fn` at most once per `waitMs` (spec §9 infinite scroll throttle): the first call runs at
 * once, calls inside the window collapse into one trailing call at its end.
 */
export function useThrottledCallback(fn: () => void, waitMs: number): () => void {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const lastRun = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    const wait = lastRun.current + waitMs - Date.now();
    if (wait <= 0) {
      lastRun.current = Date.now();
      fnRef.current();
      return;
    }
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      lastRun.current = Date.now();
      fnRef.current();
    }, wait);
  }, [waitMs]);
}
