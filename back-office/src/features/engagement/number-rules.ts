import type { ShownText } from '../../ui/change-rows';

/** A field's refusal: its message key under the console's namespace, with its values. */
export type Problem = ShownText;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A number typed in either language's digits ("১২.৫" or "12.5"), or null when it is not one. */
export function parseNumber(text: string): number | null {
  const ascii = text
    .trim()
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .replace(/,/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(ascii)) return null;
  return Number(ascii);
}

export type NumberRule = {
  min: number;
  max: number;
  /** The least is excluded: "more than 0". */
  above?: boolean;
  whole?: boolean;
  /** Money: at most two decimals. */
  cents?: boolean;
};

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The number a field holds under its rule, or the problem with it. */
export function checkNumber(
  text: string,
  rule: NumberRule,
): { value: number; problem: null } | { value: null; problem: Problem } {
  const value = parseNumber(text);
  if (text.trim() === '') return { value: null, problem: { key: 'engagement.errors.required' } };
  if (value === null) return { value: null, problem: { key: 'engagement.errors.number' } };
  if (rule.whole && !Number.isInteger(value))
    return { value: null, problem: { key: 'engagement.errors.whole' } };
  if (rule.cents && !hasCents(value))
    return { value: null, problem: { key: 'engagement.errors.cents' } };
  if ((rule.above ? value <= rule.min : value < rule.min) || value > rule.max)
    return {
      value: null,
      problem: {
        key: rule.above ? 'engagement.errors.above' : 'engagement.errors.range',
        values: { min: rule.min, max: rule.max },
      },
    };
  return { value, problem: null };
}

/** The number a field holds, or NaN when it holds none: for diffs drawn while a field is bad. */
export const numberOr = (text: string): number => parseNumber(text) ?? Number.NaN;

/** The text a number is edited as (no grouping, so it parses back to itself). */
export const textOf = (value: number | null): string => (value === null ? '' : String(value));
