import { ApiError } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { registerRulesFor, type RegisterRule } from '../brands/registerRules.js';
import { checkRule, validationFailure } from '../members/fieldRules.js';

/**
 * What a password must be and when it must change (spec §4, §5, §9). Hashing lives in
 * password.ts; this module decides which passwords are accepted and which have expired.
 */

/** The password that forces a change at the next login (spec §4, §9). */
export const FORCED_CHANGE_PASSWORD = '123456';

/** A stored hash no password can match (trial accounts, mobile accounts without password). */
export const UNUSABLE_PASSWORD_HASH = '!unusable';

/** A password set to the forced-change value must be changed at the next login. */
export const mustChangeAtNextLogin = (password: string): boolean =>
  password === FORCED_CHANGE_PASSWORD;

/** The brand's password rule (length and pattern), the same one registration applies. */
export function passwordRuleFor(brand: Brand): RegisterRule {
  return registerRulesFor(brand).find((rule) => rule.field === 'password')!;
}

/** A password changed more than `maxAgeDays` ago has expired. */
export function isPasswordExpired(changedAt: Date, now: Date, maxAgeDays: number): boolean {
  return now.getTime() - changedAt.getTime() > maxAgeDays * 24 * 60 * 60 * 1000;
}

/**
 * A new password (change or reset) against the brand's password rule, plus its confirmation
 * when the call has one. Failures name the `newPassword` field. Returns the accepted password.
 */
export function checkNewPassword(
  brand: Brand,
  newPassword: unknown,
  confirmation: unknown,
  confirmationField: string | null,
): string {
  const value = typeof newPassword === 'string' ? newPassword : '';
  const rule = passwordRuleFor(brand);
  try {
    checkRule(rule, value, true);
  } catch (error) {
    if (error instanceof ApiError && error.value && typeof error.value === 'object') {
      const detail = error.value as Record<string, unknown>;
      const message =
        detail.rule === 'length' || detail.rule === 'required'
          ? `Please fill in your password with ${rule.minLength} - ${rule.maxLength} characters`
          : error.message;
      throw new ApiError(400, error.code, message, { ...detail, field: 'newPassword' });
    }
    throw error;
  }
  if (confirmationField && confirmation !== value) {
    throw validationFailure(confirmationField, 'mismatch', 'Incorrect confirmation input');
  }
  return value;
}
