import { useEffect, useState } from 'react';

/** The server's time now (ms), from the clock offset, refreshed a few times a second. */
export function useServerNow(offsetMs: number, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), everyMs);
    return () => clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
}
