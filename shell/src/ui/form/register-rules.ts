import { formatNumber, type ApiError, type RegisterRule } from '@site/shared';

/** A message to translate: a key of the shell namespace and its values. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };

/** spec §5: '(min) - (max)', or one number when they are equal, in the reader's digits. */
export const rangeText = (min: number, max: number, language: string): string =>
  min === max
    ? formatNumber(min, language)
    : `${formatNumber(min, language)} - ${formatNumber(max, language)}`;

/** Fields whose pattern failure has its own message (spec §5 messages). */
const SPECIAL_PATTERN_MESSAGES: Record<string, string> = {
  mobileNum: 'form.errors.mobile',
  payeeName: 'form.errors.realName',
  whatsapp: 'form.errors.phone',
  affiliateCode: 'form.errors.invitation',
  recommenderId: 'form.errors.invitation',
};

/** The hint of a rule: its pattern message keyed by patternId, with its length range. */
export function hintFor(rule: RegisterRule): FieldMessage {
  const id = Number(rule.patternId);
  const known = Number.isInteger(id) && id >= 0 && id <= 22;
  return {
    key: known ? `pattern.p${id}` : 'pattern.p0',
    values: { min: rule.minLength, max: rule.maxLength },
  };
}

function matches(rule: RegisterRule, value: string): boolean {
  if (!rule.acceptedPattern || rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    return true; // the server checks it anyway
  }
}

function formatFailure(rule: RegisterRule): FieldMessage {
  const special = SPECIAL_PATTERN_MESSAGES[rule.field];
  if (special) return { key: special };
  const hint = hintFor(rule);
  return { key: 'form.errors.format', values: { hintKey: hint.key, ...hint.values } };
}

/** Checks a value the way the API does: required → length → pattern. `null` means valid. */
export function checkRule(
  rule: RegisterRule,
  rawValue: string,
  required: boolean,
): FieldMessage | null {
  const value = rule.field.toLowerCase().includes('password') ? rawValue : rawValue.trim();
  if (value === '') {
    if (!required) return null;
    return {
      key: rule.field === 'captcha' ? 'form.errors.captchaRequired' : 'form.errors.required',
    };
  }
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return formatFailure(rule);
  if (!matches(rule, value)) return formatFailure(rule);
  return null;
}

export const ruleFor = (rules: readonly RegisterRule[], field: string) =>
  rules.find((rule) => rule.field === field) ?? null;

/**
 * A server validation failure (400 VALIDATION_FAILED, `value.field` and `value.rule`) as the
 * field it belongs to and a translated message.
 */
export function serverFieldError(
  error: ApiError,
  rules: readonly RegisterRule[],
): { field: string; message: FieldMessage } | null {
  const details = error.details as { field?: unknown; rule?: unknown } | null;
  if (error.code !== 'VALIDATION_FAILED' && !String(error.code).startsWith('CAPTCHA_')) return null;
  if (String(error.code).startsWith('CAPTCHA_'))
    return { field: 'captcha', message: { key: 'form.errors.captchaInvalid' } };
  const field = typeof details?.field === 'string' ? details.field : null;
  if (!field) return null;
  const kind = typeof details?.rule === 'string' ? details.rule : '';
  const rule = ruleFor(rules, field);
  switch (kind) {
    case 'required':
      if (field === 'verificationCode') return { field, message: { key: 'form.errors.code' } };
      if (field === 'mobileNum') return { field, message: { key: 'form.errors.mobile' } };
      return {
        field,
        message: {
          key: field === 'captcha' ? 'form.errors.captchaRequired' : 'form.errors.required',
        },
      };
    case 'length':
    case 'pattern':
      if (field === 'mobileNum') return { field, message: { key: 'form.errors.mobile' } };
      return { field, message: rule ? formatFailure(rule) : { key: 'form.errors.invalid' } };
    case 'mismatch':
      if (field === 'oldPassword') return { field, message: { key: 'changePassword.wrongOld' } };
      return { field, message: { key: 'form.errors.mismatch' } };
    case 'taken':
      return {
        field,
        message: {
          key: field === 'mobileNum' ? 'form.errors.mobileTaken' : 'form.errors.usernameTaken',
        },
      };
    case 'code':
      if (field === 'captcha') return { field, message: { key: 'form.errors.captchaInvalid' } };
      if (field === 'verificationCode') return { field, message: { key: 'form.errors.code' } };
      if (field === 'affiliateCode' || field === 'recommenderId')
        return { field, message: { key: 'form.errors.invitation' } };
      return { field, message: { key: 'form.errors.invalid' } };
    default:
      return { field, message: { key: 'form.errors.invalid' } };
  }
}

/** Used when the brand sends no password rule. */
export const FALLBACK_PASSWORD_RULE: RegisterRule = {
  field: 'password',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 6,
  maxLength: 20,
};

export const passwordRuleOf = (rules: readonly RegisterRule[]): RegisterRule =>
  ruleFor(rules, 'password') ?? FALLBACK_PASSWORD_RULE;

/** spec §5 change password: the new one passes the password rule, the confirmation equals it. */
export function checkNewPassword(
  rule: RegisterRule,
  newPassword: string,
  confirmation: string,
): Partial<Record<'newPassword' | 'confirmNewPassword', FieldMessage>> {
  const errors: Partial<Record<'newPassword' | 'confirmNewPassword', FieldMessage>> = {};
  const newError = checkRule(rule, newPassword, true);
  if (newError) errors.newPassword = newError;
  if (!confirmation) errors.confirmNewPassword = { key: 'form.errors.required' };
  else if (confirmation !== newPassword)
    errors.confirmNewPassword = { key: 'form.errors.mismatch' };
  return errors;
}

/** A server refusal of a new password (`newPassword` checked against the password rule). */
export const newPasswordServerError = (failure: unknown, rule: RegisterRule) =>
  failure instanceof Error && 'code' in failure
    ? serverFieldError(failure as ApiError, [{ ...rule, field: 'newPassword' }])
    : null;
