import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from '../form/form-field';

/**
 * A fresh idempotency key for one money request: kept while the member retries the same
 * request (a lost answer is then answered, not paid twice), replaced for the next one.
 * `crypto.randomUUID` only exists on secure origins, hence the fallback.
 */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * A failed money request in words: the page's own text for the API's code (with the error's
 * details, such as `attemptsLeft`, as values), else the shared text for the code.
 */
export function useMoneyErrorText(namespace: string) {
  const { t } = useTranslation(namespace);
  const fallback = useFailureMessage();
  return (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return fallback(failure);
    const values = (failure.details ?? {}) as Record<string, unknown>;
    return t(`errors.${failure.code}`, { ...values, defaultValue: fallback(failure) });
  };
}
