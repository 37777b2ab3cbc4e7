import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { NAMESPACE } from '../../i18n/translations';

/** A refused slip in the reader's language: the lottery's own codes, else the shared text. */
export function useBettingError() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fallback = useFailureMessage();
  return (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return fallback(failure);
    const key = `errors.${failure.code}`;
    return i18n.exists(key, { ns: NAMESPACE })
      ? t(key, (failure.details ?? {}) as Record<string, unknown>)
      : fallback(failure);
  };
}
