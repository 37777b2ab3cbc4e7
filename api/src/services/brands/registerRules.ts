import type { ConfigurableRegisterField, RegisterField } from '@site/contracts';
import { isModuleEnabled, type Brand } from './brandRepository.js';

export interface RegisterRule {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: string;
  /** Key of the client's pattern message catalogue (spec §5). */
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** The field list is part of the contract (spec §5): written once in @site/contracts. */
export { REGISTER_FIELDS, type RegisterField } from '@site/contracts';

/** Pattern catalogue ids (spec §5 order) with their expressions. */
export const PATTERNS = {
  ANY: { id: 0, source: '*' },
  LETTER_FIRST_ALNUM: { id: 1, source: '^[A-Za-z][A-Za-z0-9]*$' },
  EMAIL: { id: 2, source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  LETTERS_OR_DIGITS: { id: 3, source: '^[A-Za-z0-9]+$' },
  DIGITS: { id: 5, source: '^[0-9]+$' },
  ENGLISH_LETTERS_SPACES: { id: 7, source: '^[A-Za-z ]+$' },
  NO_SPACES: { id: 8, source: '^\\S+$' },
  LETTERS_DIGITS_SYMBOLS: { id: 17, source: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$' },
} as const;

type PatternKey = keyof typeof PATTERNS;

function rule(
  field: RegisterField,
  enabled: boolean,
  required: boolean,
  pattern: PatternKey,
  minLength: number,
  maxLength: number,
): RegisterRule {
  return {
    field,
    enabled,
    required: enabled && required,
    acceptedPattern: PATTERNS[pattern].source,
    patternId: PATTERNS[pattern].id,
    minLength,
    maxLength,
  };
}

/**
 * Registration form rules for a brand: the built-in table, with the brand's own choice of the
 * optional fields (`config.registration`, set from the console) over it. Patterns and lengths
 * stay the built-in ones. Mobile number: required when mobile registration is on unless the
 * brand says otherwise (spec §5: "in the mobile tab or when configured"), never hidden then.
 */
export function registerRulesFor(brand: Brand): RegisterRule[] {
  const mobileRegister = isModuleEnabled(brand, 'MOBILE_REGISTER');
  const chosen = brand.config.registration?.fields ?? {};
  return builtInRules(mobileRegister).map((built) => {
    const setting = chosen[built.field as ConfigurableRegisterField];
    if (!setting) return built;
    // The mobile tab is built on the number: while it is on, the field cannot be hidden.
    const enabled = setting.enabled || (built.field === 'mobileNum' && mobileRegister);
    return { ...built, enabled, required: enabled && setting.required };
  });
}

function builtInRules(mobileRegister: boolean): RegisterRule[] {
  return [
    rule('username', true, true, 'LETTER_FIRST_ALNUM', 6, 16),
    rule('password', true, true, 'LETTERS_DIGITS_SYMBOLS', 6, 20),
    rule('payeeName', true, false, 'ENGLISH_LETTERS_SPACES', 2, 50),
    rule('paymentPassword', false, false, 'DIGITS', 6, 6),
    rule('qqNum', false, false, 'DIGITS', 5, 12),
    rule('line', false, false, 'NO_SPACES', 1, 50),
    rule('whatsapp', true, false, 'DIGITS', 8, 15),
    rule('facebook', false, false, 'ANY', 1, 100),
    rule('wechat', false, false, 'NO_SPACES', 1, 50),
    rule('idNumber', false, false, 'LETTERS_OR_DIGITS', 6, 30),
    rule('email', true, false, 'EMAIL', 6, 60),
    rule('mobileNum', true, mobileRegister, 'DIGITS', 10, 11),
    rule('affiliateCode', true, false, 'NO_SPACES', 4, 20),
    rule('recommenderId', false, false, 'LETTERS_OR_DIGITS', 4, 16),
    // The proof-of-work counter the site's solver finds (security/captcha.ts: below 100,000).
    rule('captcha', true, true, 'DIGITS', 1, 6),
  ];
}
