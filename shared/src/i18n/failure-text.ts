import type { TFunction } from 'i18next';
import type { ApiError } from '../api/api-error';
import type { ExclusionRefusal, ProtectionLimitRefusal } from '../api/types';
import { formatMoney } from './format-money';
import { formatDate } from './format-number';

const hasFields = <Value>(value: unknown, fields: readonly string[]): value is Value =>
  typeof value === 'object' && value !== null && fields.every((field) => field in value);

/** A moment as the refusals name it: its time and its day, on the brand's clock. */
const momentValues = (at: string, language: string, withYear: boolean) => ({
  time: formatDate(at, language, { hour: '2-digit', minute: '2-digit' }),
  date: formatDate(at, language, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }),
});

/**
 * A failed call in the reader's words, from the common namespace (`t`): the code's text, and
 * for player protection's refusals (issue 44) the text that names the limit and when it resets,
 * or how long the exclusion lasts, from the refusal's value. A refusal without its value falls
 * back to the code's plain text.
 */
export function failureText(
  failure: unknown,
  t: TFunction,
  language: string,
  currencySymbol: string,
): string {
  // Any error that carries a message key (an ApiError, whichever copy of the class made it).
  if (!(failure instanceof Error) || !('messageKey' in failure)) return t('errors.UNKNOWN');
  const { code, details, messageKey } = failure as ApiError;
  if (
    code === 'PROTECTION_LIMIT' &&
    hasFields<ProtectionLimitRefusal>(details, ['kind', 'period', 'amount', 'resetsAt'])
  )
    return t('protection.limitReached', {
      limit: t('protection.limitName', {
        period: t(`protection.periods.${details.period}`),
        kind: t(`protection.kinds.${details.kind}`),
      }),
      amount: formatMoney(details.amount, currencySymbol, language),
      ...momentValues(details.resetsAt, language, false),
    });
  if (code === 'ACCOUNT_EXCLUDED' && hasFields<ExclusionRefusal>(details, ['kind', 'until']))
    return details.until === null
      ? t('protection.excludedPermanently')
      : t(`protection.excluded.${details.kind}`, momentValues(details.until, language, true));
  return t(String(messageKey));
}
