import { formatMoney, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

const OWN_CODES = [
  'DEPOSIT_AMOUNT_BELOW_MIN',
  'DEPOSIT_AMOUNT_ABOVE_MAX',
  'DEPOSIT_METHOD_UNKNOWN',
  'DEPOSIT_NOT_PENDING',
  'IDEMPOTENCY_CONFLICT',
];

export type DepositFailure = { field: 'amount' | 'images' | null; message: string };

/**
 * A refused deposit call in the member's words, tied to the field it is about: the API's
 * deposit codes (with the limit in the reader's money format), a refused amount or image,
 * else the shared translation of the code.
 */
export function useDepositFailure(currencySymbol: string) {
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  const fallback = useFailureMessage();
  return (failure: unknown): DepositFailure => {
    const error = failure as { code?: string; details?: unknown };
    const details = (error.details ?? {}) as { field?: string; min?: number; max?: number };
    const money = (amount: number | undefined) =>
      amount === undefined ? '' : formatMoney(amount, currencySymbol, i18n.language);
    if (error.code && OWN_CODES.includes(error.code))
      return {
        field: details.field === 'amount' ? 'amount' : null,
        message: t(`errors.${error.code}`, { min: money(details.min), max: money(details.max) }),
      };
    if (error.code === 'VALIDATION_FAILED' && details.field?.includes('amount'))
      return { field: 'amount', message: t('errors.amount') };
    if (error.code === 'VALIDATION_FAILED' && details.field?.includes('images'))
      return { field: 'images', message: t('errors.images') };
    return { field: null, message: fallback(failure) };
  };
}
