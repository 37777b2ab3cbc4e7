import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (spec §4 SMS send button); `start(0)` stops it. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : null);
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { remaining, start };
}
