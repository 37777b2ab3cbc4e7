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
  return { key: `common:${failure.messageKey}` };
}
