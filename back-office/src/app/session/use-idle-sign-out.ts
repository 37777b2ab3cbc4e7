import { useEffect } from 'react';
import { ACTIVITY_EVENTS, isIdle } from './idle-clock';

/** How often the console looks whether the operator has gone idle. */
const CHECK_EVERY_MS = 15_000;

/**
 * Calls `onIdle` once the operator has given no input for `idleMinutes` (idle-clock.ts). A tab
 * that slept (a closed laptop) is checked as soon as it is shown again.
 */
export function useIdleSignOut(idleMinutes: number | null, onIdle: () => void): void {
  useEffect(() => {
    if (idleMinutes === null) return;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      if (isIdle(lastActivity, Date.now(), idleMinutes)) onIdle();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [idleMinutes, onIdle]);
}
