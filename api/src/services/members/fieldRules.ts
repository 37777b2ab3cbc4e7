import { ApiError } from '../../errors.js';
import type { RegisterField, RegisterRule } from '../brands/registerRules.js';
import { fillRange, matchesPattern, PATTERNS_BY_ID } from './patterns.js';

/*
 * One form field against its register rule (spec §5): required, length, pattern, with the
 * spec's English messages. Registration and the password policy both check with it.
 */

export type RuleKind = 'required' | 'pattern' | 'length' | 'mismatch' | 'taken' | 'code' | 'age';

const LABELS: Record<RegisterField, string> = {
  username: 'username',
  password: 'password',
  payeeName: 'real name',
  paymentPassword: 'payment password',
  qqNum: 'QQ number',
  line: 'LINE ID',
  whatsapp: 'WhatsApp number',
  facebook: 'Facebook account',
  wechat: 'WeChat ID',
  idNumber: 'ID number',
  email: 'e-mail address',
  mobileNum: 'mobile number',
  affiliateCode: 'invitation code',
  recommenderId: 'recommender ID',
  captcha: 'captcha',
};

/** Field-specific messages of spec §5 for a pattern failure. */
const PATTERN_MESSAGES: Partial<Record<RegisterField, string>> = {
  mobileNum: 'Please enter a valid mobile number',
  payeeName: 'Real name format is incorrect',
  whatsapp: 'Phone number format is incorrect',
  affiliateCode: 'Invalid invitation code',
  recommenderId: 'Invalid invitation code',
};

export function validationFailure(
  field: string,
  rule: RuleKind,
  message: string,
  extra: { min?: number; max?: number; patternId?: number } = {},
): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, {
    field,
    rule,
    min: extra.min ?? null,
    max: extra.max ?? null,
    patternId: extra.patternId ?? null,
  });
}

function ruleFailure(rule: RegisterRule, kind: 'required' | 'pattern' | 'length'): ApiError {
  const extra = { min: rule.minLength, max: rule.maxLength, patternId: rule.patternId };
  const label = LABELS[rule.field];
  if (kind === 'required') {
    const message = rule.field === 'captcha' ? 'Please enter the captcha' : 'Input cannot be empty';
    return validationFailure(rule.field, kind, message, extra);
  }
  const special = PATTERN_MESSAGES[rule.field];
  if (special) return validationFailure(rule.field, kind, special, extra);
  if (kind === 'length') {
    return validationFailure(
      rule.field,
      kind,
      fillRange(
        `Please fill in your ${label} with (min) - (max) characters`,
        rule.minLength,
        rule.maxLength,
      ),
      extra,
    );
  }
  const hint = PATTERNS_BY_ID.get(rule.patternId)?.hint ?? '(min) - (max) valid characters';
  return validationFailure(
    rule.field,
    kind,
    `Please fill in your ${label} with ${fillRange(hint, rule.minLength, rule.maxLength)}`,
    extra,
  );
}

/** Checks one value against a rule; '' means absent. */
export function checkRule(rule: RegisterRule, value: string, required: boolean): void {
  if (value === '') {
    if (required) throw ruleFailure(rule, 'required');
    return;
  }
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) throw ruleFailure(rule, 'length');
  if (!matchesPattern(rule.patternId, rule.acceptedPattern, value))
    throw ruleFailure(rule, 'pattern');
}
