import type { ExclusionRefusal, ProtectionLimitRefusal } from '@site/contracts';
import type { TFunction } from 'i18next';
import { HouseApiError } from '../api/client';
import type { Formatters } from './format';

const hasFields = <Value>(value: unknown, fields: readonly string[]): value is Value =>
  typeof value === 'object' && value !== null && fields.every((field) => field in value);

/**
 * A failure in the player's words: the refusal's code picks the text, else a general one. With
 * the page's formatters, player protection's refusals (issue 44) name the limit, its amount and
 * when it resets, or until when the account is closed.
 */
export function errorText(t: TFunction, error: unknown, format?: Formatters): string {
  const code = error instanceof HouseApiError ? error.code : 'UNKNOWN';
  const value = error instanceof HouseApiError ? error.value : null;
  if (
    format &&
    code === 'PROTECTION_LIMIT' &&
    hasFields<ProtectionLimitRefusal>(value, ['kind', 'period', 'amount', 'used', 'resetsAt'])
  )
    return t('protection.limitReached', {
      limit: t(`protection.limits.${value.kind}.${value.period}`),
      amount: format.money(value.amount),
      used: format.money(value.used),
      resetsAt: format.dateTime(value.resetsAt),
    });
  if (format && code === 'ACCOUNT_EXCLUDED' && hasFields<ExclusionRefusal>(value, ['until']))
    return value.until === null
      ? t('protection.excludedPermanently')
      : t('protection.excludedUntil', { until: format.dateTime(value.until) });
  return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') });
}
