/**
 * Field rules: small pure checks that say what is wrong as a translation key with its values,
 * so the same rule reads in BN and EN and is tested without rendering anything.
 */

/** A translation key with its values. A key of another namespace is written `ns:key`. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };

/** Returns why `value` is refused, or null. `values` is the whole form, for cross-field rules. */
export type FieldRule<Values> = (value: string, values: Values) => FieldMessage | null;

export type FieldRules<Values> = { [Name in keyof Values]?: readonly FieldRule<Values>[] };
export type FieldErrors<Values> = { [Name in keyof Values]?: FieldMessage };

const textOf = (value: string) => value.trim();
/** Characters as a reader counts them (a Bengali conjunct is still several code points). */
const lengthOf = (value: string) => [...textOf(value)].length;

export const required =
  <Values>(key = 'ui.rules.required'): FieldRule<Values> =>
  (value) =>
    textOf(value) === '' ? { key } : null;

/** The message gets `min`; a form may say it in its own words (`key`). */
export const minLength =
  <Values>(min: number, key = 'ui.rules.minLength'): FieldRule<Values> =>
  (value) =>
    value !== '' && lengthOf(value) < min ? { key, values: { min } } : null;

/** The message gets `max`; a form may say it in its own words (`key`). */
export const maxLength =
  <Values>(max: number, key = 'ui.rules.maxLength'): FieldRule<Values> =>
  (value) =>
    lengthOf(value) > max ? { key, values: { max } } : null;

/** Characters as a reader counts them, for a counter beside a limited field. */
export const characterCount = (value: string): number => [...value].length;

/** An empty value passes: pair with `required()` when the field must be filled. */
export const pattern =
  <Values>(accepted: RegExp, key = 'ui.rules.pattern'): FieldRule<Values> =>
  (value) =>
    value !== '' && !accepted.test(textOf(value)) ? { key } : null;

/** A confirmation: equal to another field of the form. */
export const sameAs =
  <Values>(other: keyof Values, key = 'ui.rules.mismatch'): FieldRule<Values> =>
  (value, values) =>
    value !== String(values[other] ?? '') ? { key } : null;

/** Runs each field's rules in order; the first refusal of a field is its error. */
export function validateFields<Values extends Record<string, unknown>>(
  values: Values,
  rules: FieldRules<Values>,
): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const name of Object.keys(rules) as (keyof Values)[]) {
    for (const rule of rules[name] ?? []) {
      const message = rule(String(values[name] ?? ''), values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}
