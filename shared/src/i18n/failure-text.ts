import type { TFunction } from 'i18next';
import type { ApiError } from '../api/api-error';
import type {
  ExclusionRefusal,
  LimitPeriod,
  MoneyLimitKind,
  ProtectionLimitRefusal,
} from '../api/types';
import { formatMoney } from './format-money';
import { formatDate } from './format-number';

const hasFields = <Value>(value: unknown, fields: readonly string[]): value is Value =>
  typeof value === 'object' && value !== null && fields.every((field) => field in value);

/**
 * A moment as the site names it in a sentence ("at {{time}} on {{date}}"): its time and its
 * day, on the brand's clock, in the reader's digits.
 */
export const momentValues = (at: string, language: string, withYear = false) => ({
  time: formatDate(at, language, { hour: '2-digit', minute: '2-digit' }),
  date: formatDate(at, language, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }),
});

/** A limit's name in the reader's words ("daily deposit limit"); `t` is the common namespace's. */
export const limitName = (kind: MoneyLimitKind, period: LimitPeriod, t: TFunction): string =>
  t('protection.limitName', {
    period: t(`protection.periods.${period}`),
    kind: t(`protection.kinds.${kind}`),
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
    hasFields<ProtectionLimitRefusal>(details, ['kind', 'period', 'amount', 'used', 'resetsAt'])
  )
    return t('protection.limitReached', {
      limit: limitName(details.kind, details.period, t),
      amount: formatMoney(details.amount, currencySymbol, language),
      used: formatMoney(details.used, currencySymbol, language),
      ...momentValues(details.resetsAt, language, false),
    });
  if (code === 'ACCOUNT_EXCLUDED' && hasFields<ExclusionRefusal>(details, ['kind', 'until'])) {
    if (details.returnRequired) return t('protection.returnRequired');
    return details.until === null
      ? t('protection.excludedPermanently')
      : t(`protection.excluded.${details.kind}`, momentValues(details.until, language, true));
  }
  return t(String(messageKey));
}
