import { useCallback, useState } from 'react';
import { SPORTSBOOK_CONFIG } from '../../config/sportsbook-config';
import { isOddsFormat, type OddsFormat } from './odds-format';

function storedFormat(): OddsFormat {
  try {
    const stored = window.localStorage.getItem(SPORTSBOOK_CONFIG.oddsFormatStorageKey);
    return isOddsFormat(stored) ? stored : SPORTSBOOK_CONFIG.defaultOddsFormat;
  } catch {
    // Storage refused (a private window's quota): the default for this visit.
    return SPORTSBOOK_CONFIG.defaultOddsFormat;
  }
}

/** The player's odds format, kept in this browser between visits. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const [format, setFormat] = useState(storedFormat);
  const choose = useCallback((next: OddsFormat) => {
    setFormat(next);
    try {
      window.localStorage.setItem(SPORTSBOOK_CONFIG.oddsFormatStorageKey, next);
    } catch {
      // kept for this visit only
    }
  }, []);
  return [format, choose];
}
