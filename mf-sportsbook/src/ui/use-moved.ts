import { useEffect, useRef, useState } from 'react';
import { SPORTSBOOK_CONFIG } from '../config/sportsbook-config';

export type Movement = 'up' | 'down' | null;

/**
 * Whether `value` just went up or down: set when it changes, cleared after the flash. The mark
 * is a class (colour and an arrow), so reduced motion only drops its transition (the CSS).
 */
export function useMoved(value: number): Movement {
  const previous = useRef(value);
  const [moved, setMoved] = useState<Movement>(null);
  useEffect(() => {
    if (value === previous.current) return;
    setMoved(value > previous.current ? 'up' : 'down');
    previous.current = value;
    const timer = setTimeout(() => setMoved(null), SPORTSBOOK_CONFIG.flashMs);
    return () => clearTimeout(timer);
  }, [value]);
  return moved;
}
