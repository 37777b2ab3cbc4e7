import { ApiError } from '../../src/errors.js';
import type { Brand } from '../../src/services/brands/brandRepository.js';
import {
  checkNewPassword,
  isPasswordExpired,
  mustChangeAtNextLogin,
  passwordRuleFor,
} from '../../src/services/auth/passwordPolicy.js';

const brand = { merchantCode: 'TEST', modules: [], config: {} } as unknown as Brand;

/** The error checkNewPassword throws, as the client receives it. */
function refusal(newPassword: unknown, confirmation?: unknown, confirmationField = 'confirm') {
  try {
    checkNewPassword(brand, newPassword, confirmation, confirmationField);
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, ...(error.value as object) };
    throw error;
  }
  throw new Error(`${String(newPassword)} was accepted`);
}

describe('password policy', () => {
  it('takes the length and pattern of the registration password rule', () => {
    expect(passwordRuleFor(brand)).toMatchObject({
      field: 'password',
      minLength: 6,
      maxLength: 20,
    });
  });

  it('accepts a password the rule allows, with its confirmation', () => {
    expect(checkNewPassword(brand, 'Strong@2026', 'Strong@2026', 'confirm')).toBe('Strong@2026');
    expect(checkNewPassword(brand, 'Strong@2026', undefined, null)).toBe('Strong@2026');
  });

  it('names newPassword and the length when the new password is too short, long or missing', () => {
    for (const value of ['abc', 'a'.repeat(21), '', undefined]) {
      expect(refusal(value)).toMatchObject({
        field: 'newPassword',
        message: 'Please fill in your password with 6 - 20 characters',
      });
    }
  });

  it('refuses characters outside letters, digits and symbols', () => {
    expect(refusal('pass word1')).toMatchObject({ field: 'newPassword', rule: 'pattern' });
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    expect(refusal('Strong@2026', 'Strong@2027', 'confirmNewPassword')).toMatchObject({
      field: 'confirmNewPassword',
      rule: 'mismatch',
      message: 'Incorrect confirmation input',
    });
  });

  it('forces a change at the next login only for the reset value 123456', () => {
    expect(mustChangeAtNextLogin('123456')).toBe(true);
    expect(mustChangeAtNextLogin('1234567')).toBe(false);
  });

  it('expires a password only once it is older than the maximum age', () => {
    const changedAt = new Date('2026-01-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    expect(isPasswordExpired(changedAt, new Date(changedAt.getTime() + 90 * day), 90)).toBe(false);
    expect(isPasswordExpired(changedAt, new Date(changedAt.getTime() + 90 * day + 1), 90)).toBe(
      true,
    );
  });
});
