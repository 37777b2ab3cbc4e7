/** The one error type every failed call turns into; `messageKey` is translated by the UI. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status: number | null,
    readonly serverMessage: string,
    readonly details: unknown = null,
  ) {
    super(serverMessage || code);
  }
}

/** Codes the UI has its own translated text for; anything else falls back to errors.UNKNOWN. */
export const KNOWN_ERROR_CODES = [
  'NETWORK',
  'TIMEOUT',
  'UNKNOWN',
  'VALIDATION_FAILED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'NOT_REAL_ACCOUNT',
  'NOT_AGENT',
  'BRAND_NOT_FOUND',
  'MODULE_DISABLED',
  'LOGIN_FAILED',
  'ACCESS_RESTRICTED',
  'MAINTENANCE',
  'RATE_LIMITED',
  'LOGIN_DELAYED',
  'NOT_FOUND',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'ACCOUNT_DISABLED',
  'DECRYPTION_FAILED',
  'ENCRYPTION_REQUIRED',
  'LOGIN_VERIFICATION_LOCKED',
  'EMAIL_NOT_CONFIRMED',
  'CONTROL_CHARACTERS',
  'GAME_COMING_SOON',
  'PROTECTION_LIMIT',
  'ACCOUNT_EXCLUDED',
  'SESSION_LIMIT_REACHED',
  // A closed account's withdrawal (issue 44), asked from the login form.
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INVALID',
  'PAYMENT_PASSWORD_LOCKED',
  'WITHDRAWAL_DAILY_LIMIT',
  'WITHDRAWAL_TURNOVER',
  'WITHDRAWAL_BONUS_TURNOVER',
  'NOT_EXCLUDED',
  'PAYOUT_ACCOUNT_NEEDED',
  'NOTHING_TO_WITHDRAW',
] as const;

export const messageKeyFor = (code: string): string =>
  (KNOWN_ERROR_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.UNKNOWN';

/**
 * Codes by which the server says the session is over: the token, or the member's session limit
 * (player protection). A time-out or self-exclusion revokes the tokens, so its sessions end by
 * TOKEN_INVALID; ACCOUNT_EXCLUDED alone refuses an action, not the login (an account waiting to
 * return from a self-exclusion may be logged in).
 */
export const SESSION_ENDED_CODES: readonly string[] = [
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'SESSION_LIMIT_REACHED',
];
