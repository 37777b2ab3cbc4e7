import type { ApiError } from '@site/shared';

/** Operator API codes the console words itself; any other failure uses the kit's text. */
const CONSOLE_ERROR_CODES = [
  'OPERATOR_LOGIN_FAILED',
  'OPERATOR_LOGIN_DELAYED',
  'OPERATOR_TOTP_REQUIRED',
  'TOTP_INVALID',
  'OPERATOR_UNAUTHORIZED',
  'OPERATOR_SESSION_EXPIRED',
  'OPERATOR_FORBIDDEN',
  'OPERATOR_TOTP_ENROLMENT_REQUIRED',
  'TOTP_ALREADY_ENABLED',
  'NOT_FOUND',
  'FEEDBACK_HANDLED',
  'RAFFLE_NOT_DUE',
  'MISSION_ID_RETIRED',
  'CONTENT_ENDED',
  'ANNOUNCEMENT_CODE_TAKEN',
  'OPS_TABLE_NOT_FOUND',
  'OPS_TABLE_ALREADY_PAUSED',
  'OPS_TABLE_NOT_PAUSED',
  'OPS_TABLE_BET_TYPE_UNKNOWN',
  'OPS_TABLE_LIMITS_INVALID',
  'OPS_TABLE_BOOT_ABOVE_MAX_STAKE',
  'OPS_TABLE_NOTHING_TO_CHANGE',
] as const;

/**
 * Refused fields the console words itself (`VALIDATION_FAILED` with `{ field, rule }`): what
 * only the API can check, such as a banner's game that does not exist.
 */
const CONSOLE_FIELD_RULES = [
  'link.https',
  'link.route',
  'link.game',
  'link.missing',
  'link.unexpected',
  'endsAt.afterStart',
  'endAt.afterStart',
  'htmlBn.emptyHtml',
  'htmlEn.emptyHtml',
  'ids.sameBanners',
] as const;

/**
 * A failure's text as a key with its namespace and values: `back-office:errors.X`, or the kit's
 * own key in the common namespace (a network failure, a time-out, a refused field).
 */
export type ErrorText = { key: string; values?: Record<string, unknown> };

const isApiError = (failure: unknown): failure is ApiError =>
  failure instanceof Error && 'messageKey' in failure && 'code' in failure;

export function opsErrorText(failure: unknown): ErrorText {
  if (!isApiError(failure)) return { key: 'common:errors.UNKNOWN' };
  if ((CONSOLE_ERROR_CODES as readonly string[]).includes(failure.code)) {
    const details = failure.details as { retryAfterSeconds?: unknown } | null;
    return {
      key: `back-office:errors.${failure.code}`,
      values:
        typeof details?.retryAfterSeconds === 'number'
          ? { seconds: details.retryAfterSeconds }
          : undefined,
    };
  }
  const refused = failure.details as { field?: unknown; rule?: unknown } | null;
  const fieldRule = `${String(refused?.field)}.${String(refused?.rule)}`;
  if (
    failure.code === 'VALIDATION_FAILED' &&
    (CONSOLE_FIELD_RULES as readonly string[]).includes(fieldRule)
  )
    return { key: `back-office:errors.fields.${fieldRule}` };
  return { key: `common:${failure.messageKey}` };
}
