import { ApiError } from '@site/shared';

/**
 * What the login and register forms say when the API holds an attempt back (issue 40 item 9):
 * too many attempts, with the wait in minutes or seconds, or a security check that is needed
 * again. Null for any other failure.
 */
export type Refusal =
  | { kind: 'wait'; key: 'form.errors.waitMinutes'; values: { minutes: number } }
  | { kind: 'wait'; key: 'form.errors.waitSeconds'; values: { seconds: number } }
  | { kind: 'captcha'; key: 'form.errors.captchaExpired'; values: Record<string, never> };

const WAIT_CODES: readonly string[] = ['RATE_LIMITED', 'LOGIN_DELAYED'];
const CAPTCHA_CODES: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

export function refusalOf(failure: unknown): Refusal | null {
  if (!(failure instanceof ApiError)) return null;
  const code = String(failure.code);
  if (CAPTCHA_CODES.includes(code))
    return { kind: 'captcha', key: 'form.errors.captchaExpired', values: {} };
  if (!WAIT_CODES.includes(code)) return null;
  const after = (failure.details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  // No time given: the API's own message for the code (5 minutes for RATE_LIMITED).
  const seconds = typeof after === 'number' && Number.isFinite(after) && after > 0 ? after : 300;
  return seconds >= 60
    ? { kind: 'wait', key: 'form.errors.waitMinutes', values: { minutes: Math.ceil(seconds / 60) } }
    : { kind: 'wait', key: 'form.errors.waitSeconds', values: { seconds: Math.ceil(seconds) } };
}
