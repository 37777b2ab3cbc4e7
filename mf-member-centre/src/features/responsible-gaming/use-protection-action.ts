import {
  getProtectionOverview,
  COMMON_NAMESPACE,
  durationText,
  limitName,
  useTranslation,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RESPONSIBLE_GAMING_NAMESPACE } from './i18n/responsible-gaming-translations';

/**
 * One change of the page (a limit, the reality check, a confirmation): busy while it runs, then
 * the overview read again (the page shows what the API holds, whatever the change answered)
 * and the outcome in words, the refusal or what the change did.
 */
export function useProtectionAction() {
  const queryClient = useQueryClient();
  const errorText = useApiErrorText(RESPONSIBLE_GAMING_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Runs the change; true when it went through. */
  const run = async (change: () => Promise<unknown>, doneText: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey: getProtectionOverview.query().queryKey });
      setDone(doneText);
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}

/** A limit's name in the reader's words ("daily deposit limit"), as the refusals name it. */
export function useLimitName() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (kind: MoneyLimitKind, period: LimitPeriod) => limitName(kind, period, t);
}

/** A length of time in hours and minutes ("1 h 30 min"), in the reader's digits. */
export function useDuration() {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  return (totalMinutes: number) => durationText(totalMinutes, t, i18n.language);
}

/**
 * Whether a change waits out the 24 hours: only a stricter limit applies at once, so raising
 * one or removing it waits; setting one where there was none is stricter.
 */
export const waitsForCoolingOff = (current: number | null, next: number | null): boolean =>
  current !== null && (next === null || next > current);
