import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { NAMESPACE } from '../i18n/translations';

/**
 * A refused points call in the reader's language: the mall's own codes with their facts
 * (attempts left, points needed, stock left), field errors, else the shared text.
 */
export function usePointsError() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fallback = useFailureMessage();
  return (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return fallback(failure);
    const details = (failure.details ?? {}) as Record<string, unknown>;
    const key =
      failure.code === 'VALIDATION_FAILED' && typeof details.field === 'string'
        ? `errors.field.${details.field}`
        : `errors.${failure.code}`;
    if (!i18n.exists(key, { ns: NAMESPACE })) return fallback(failure);
    return t(key, details);
  };
}

/** The payment password is six digits (checked here first, so a typo costs no attempt). */
export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);
