/**
 * The registration pattern catalogue of spec §5, keyed by patternId (the id the register
 * rules carry). `hint` is the English pattern message; (min) and (max) are substituted, or
 * one number when they are equal.
 */
export interface PatternDefinition {
  id: number;
  name: string;
  /** null: anything is accepted ('*'). */
  regex: RegExp | null;
  messageKey: string;
  hint: string;
}

const P = (
  id: number,
  name: string,
  regex: RegExp | null,
  messageKey: string,
  hint: string,
): PatternDefinition => ({ id, name, regex, messageKey, hint });

const SYMBOLS = '!-/:-@\\[-`{-~';

export const PATTERN_CATALOGUE: readonly PatternDefinition[] = [
  P(0, 'ANY', null, 'in_pattern_any', '(min) - (max) characters'),
  P(
    1,
    'LETTER_FIRST_ALNUM',
    /^[A-Za-z][A-Za-z0-9]*$/,
    'in_pattern_letter_first',
    '(min) - (max) characters, starting with a letter, letters and digits only',
  ),
  P(2, 'EMAIL', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'in_pattern_email', 'a valid e-mail address'),
  P(
    3,
    'LETTERS_OR_DIGITS',
    /^[A-Za-z0-9]+$/,
    'in_pattern_letters_or_digits',
    '(min) - (max) characters, letters or digits only',
  ),
  P(
    4,
    'LETTERS_AND_DIGITS',
    /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
    'in_pattern_letters_and_digits',
    '(min) - (max) characters combining letters and digits',
  ),
  P(5, 'DIGITS', /^[0-9]+$/, 'in_pattern_digits', '(min) - (max) digits'),
  P(
    6,
    'LETTERS_DIGITS_UPPERCASE',
    /^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]+$/,
    'in_pattern_letters_digits_uppercase',
    '(min) - (max) letters and digits with at least one uppercase letter',
  ),
  P(
    7,
    'ENGLISH_LETTERS_SPACES',
    /^[A-Za-z ]+$/,
    'in_pattern_english_spaces',
    '(min) - (max) English letters and spaces',
  ),
  P(8, 'NO_SPACES', /^\S+$/, 'in_pattern_no_spaces', '(min) - (max) characters without spaces'),
  P(9, 'CHINESE', /^[\u4e00-\u9fa5]+$/, 'in_pattern_chinese', '(min) - (max) Chinese characters'),
  P(
    10,
    'CHINESE_DIGITS_PUNCTUATION',
    /^[\u4e00-\u9fa50-9\u3000-\u303f\uff00-\uffef.,!?;:'"()\- ]+$/,
    'in_pattern_chinese_digits',
    '(min) - (max) Chinese characters, digits or punctuation',
  ),
  P(
    11,
    'DATE_YMD',
    /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/,
    'in_pattern_date_ymd',
    'a date as yyyy-MM-dd',
  ),
  P(
    12,
    'DATE_MDY',
    /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$/,
    'in_pattern_date_mdy',
    'a date as MM-dd-yyyy',
  ),
  P(
    13,
    'KOREAN',
    /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/,
    'in_pattern_korean',
    '(min) - (max) Korean characters',
  ),
  P(14, 'THAI', /^[\u0e00-\u0e7f]+$/, 'in_pattern_thai', '(min) - (max) Thai characters'),
  P(
    15,
    'THAI_ENGLISH_SPACES',
    /^[\u0e00-\u0e7fA-Za-z ]+$/,
    'in_pattern_thai_english',
    '(min) - (max) Thai or English letters and spaces',
  ),
  P(
    16,
    'UPPERCASE_SPACES',
    /^[A-Z ]+$/,
    'in_pattern_uppercase_spaces',
    '(min) - (max) uppercase letters and spaces',
  ),
  P(
    17,
    'LETTERS_DIGITS_SYMBOLS',
    new RegExp(`^[A-Za-z0-9${SYMBOLS}]+$`),
    'in_pattern_letters_digits_symbols',
    '(min) - (max) letters, digits or symbols',
  ),
  P(
    18,
    'STRONG_PASSWORD',
    new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[${SYMBOLS}])[A-Za-z0-9${SYMBOLS}]+$`),
    'in_pattern_strong_password',
    '(min) - (max) characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  ),
  P(
    19,
    'FULL_NAME',
    /^[A-Za-z][A-Za-z.'-]*( [A-Za-z][A-Za-z.'-]*)+$/,
    'in_pattern_full_name',
    'first and last name separated by a space',
  ),
  P(
    20,
    'FULL_WIDTH_KANA_KANJI',
    /^[\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fff\u3005\u3000]+$/,
    'in_pattern_kana_kanji',
    '(min) - (max) full-width kana or kanji',
  ),
  P(
    21,
    'UPPERCASE_NO_SPACES',
    /^[A-Z]+$/,
    'in_pattern_uppercase',
    '(min) - (max) uppercase letters without spaces',
  ),
  P(
    22,
    'DIGITS_START_9',
    /^9[0-9]*$/,
    'in_pattern_digits_start_9',
    '(min) - (max) digits starting with 9',
  ),
];

export const PATTERNS_BY_ID: ReadonlyMap<number, PatternDefinition> = new Map(
  PATTERN_CATALOGUE.map((pattern) => [pattern.id, pattern]),
);

/** '(min) - (max)' with numbers, or one number when min equals max. */
export function fillRange(template: string, min: number, max: number): string {
  const range = min === max ? String(min) : `${min} - ${max}`;
  return template
    .replace('(min) - (max)', range)
    .replace('(min)', String(min))
    .replace('(max)', String(max));
}

/** Tests a value against a pattern id (unknown ids fall back to the rule's own source). */
export function matchesPattern(patternId: number, acceptedPattern: string, value: string): boolean {
  const known = PATTERNS_BY_ID.get(patternId);
  if (known) return known.regex === null || known.regex.test(value);
  if (acceptedPattern === '*') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    return false;
  }
}
