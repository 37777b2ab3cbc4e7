import type { ApiError, RegisterRule } from '@site/shared';
import {
  maxLength,
  minLength,
  pattern,
  required,
  sameAs,
  type FieldErrors,
  type FieldMessage,
  type FieldRule,
  type FieldRules,
} from '@site/shared/ui';
import { NAMESPACE } from './i18n/register-downline-translations';

export type DownlineForm = { username: string; password: string; confirmPassword: string };
type Field = keyof DownlineForm;

/** Used when the brand sends no rule for the field (the API's own defaults, registerRules.ts). */
const DEFAULT_RULES: Record<'username' | 'password', RegisterRule> = {
  username: {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  },
  password: {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
    patternId: 17,
    minLength: 6,
    maxLength: 20,
  },
};

/** Pattern catalogue ids (spec §5) this form words itself; any other reads as a length. */
const PATTERN_WORDS: Record<number, string> = {
  1: 'letterFirst',
  3: 'lettersDigits',
  17: 'lettersDigitsSymbols',
};

export const ruleOf = (rules: readonly RegisterRule[], field: 'username' | 'password') =>
  rules.find((rule) => rule.field === field) ?? DEFAULT_RULES[field];

/** What the field accepts, in the reader's words: "6–16 letters and digits, a letter first". */
export const formatMessage = (rule: RegisterRule): FieldMessage => ({
  key: `${NAMESPACE}:format.${PATTERN_WORDS[rule.patternId] ?? 'any'}`,
  values: { min: rule.minLength, max: rule.maxLength },
});

function ruleChecks(rule: RegisterRule): FieldRule<DownlineForm>[] {
  const format = formatMessage(rule);
  const checks: FieldRule<DownlineForm>[] = [
    required(),
    minLength(rule.minLength, format.key),
    maxLength(rule.maxLength, format.key),
  ];
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    try {
      checks.push(pattern(new RegExp(rule.acceptedPattern, 'u'), format.key));
    } catch {
      // A pattern this browser cannot read: the API checks it anyway.
    }
  }
  // The kit's messages get only min or max; this form always names the whole range.
  return checks.map((check) => (value, values) => {
    const failure = check(value, values);
    return failure && failure.key === format.key ? format : failure;
  });
}

/** The form's checks, from the brand's registration rules (the same the API enforces). */
export function downlineRules(rules: readonly RegisterRule[]): FieldRules<DownlineForm> {
  return {
    username: ruleChecks(ruleOf(rules, 'username')),
    // A password is taken as typed: no trimming, so check the raw value's length too.
    password: ruleChecks(ruleOf(rules, 'password')),
    confirmPassword: [required(), sameAs('password', `${NAMESPACE}:errors.mismatch`)],
  };
}

/** A refusal of the API as the field it belongs to, or null for a form-level failure. */
export function serverErrors(
  failure: unknown,
  rules: readonly RegisterRule[],
): FieldErrors<DownlineForm> | null {
  const error = failure as ApiError;
  if (!(failure instanceof Error) || error.code !== 'VALIDATION_FAILED') return null;
  const details = (error.details ?? {}) as { field?: unknown; rule?: unknown };
  const field = details.field as Field | undefined;
  if (field !== 'username' && field !== 'password' && field !== 'confirmPassword') return null;
  switch (details.rule) {
    case 'taken':
      return { [field]: { key: `${NAMESPACE}:errors.taken` } };
    case 'mismatch':
      return { [field]: { key: `${NAMESPACE}:errors.mismatch` } };
    case 'required':
      return { [field]: { key: 'ui.rules.required' } };
    default:
      return field === 'confirmPassword'
        ? { [field]: { key: `${NAMESPACE}:errors.mismatch` } }
        : { [field]: formatMessage(ruleOf(rules, field)) };
  }
}
