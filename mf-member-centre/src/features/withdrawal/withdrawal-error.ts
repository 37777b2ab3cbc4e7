import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { NAMESPACE } from './i18n/withdrawal-translations';

/**
 * A refused withdrawal call in the reader's language: the page's own codes (with their facts:
 * attempts left, limits, the turnover still needed) and field errors, else the shared text.
 */
export function useWithdrawalError() {
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
