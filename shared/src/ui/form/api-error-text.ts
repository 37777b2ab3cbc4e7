import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from './form-field';

/**
 * A refused call in the reader's language, from a feature's own namespace: `errors.<CODE>`, or
 * `errors.field.<field>` for a validation failure naming its field (the error's details fill the
 * text, e.g. attempts left); else the shared text of `useFailureMessage`.
 */
export function useApiErrorText(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  const fallback = useFailureMessage();
  return (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return fallback(failure);
    const details = (failure.details ?? {}) as Record<string, unknown>;
    const key =
      failure.code === 'VALIDATION_FAILED' && typeof details.field === 'string'
        ? `errors.field.${details.field}`
        : `errors.${failure.code}`;
    if (!i18n.exists(key, { ns: namespace })) return fallback(failure);
    return t(key, details);
  };
}
