import type { FieldMessage } from '../form/field-rules';

/** Bengali digits ০–৯ (U+09E6–U+09EF) as Latin ones; other characters unchanged. */
export const toLatinDigits = (text: string): string =>
  text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** What a member typed, without grouping separators and spaces, in Latin digits. */
export const toPlainAmount = (text: string): string => toLatinDigits(text).replace(/[\s,]/g, '');

/** While typing: digits, separators and at most one point followed by at most 2 digits. */
export const isAmountDraft = (text: string): boolean =>
  /^\d*(\.\d{0,2})?$/.test(toPlainAmount(text));

export type ParsedAmount =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'decimals' } | { kind: 'ok'; value: number };

/** spec §9 money: an amount has at most 2 decimals. BN or Latin digits, grouping allowed. */
export function parseAmount(text: string): ParsedAmount {
  const plain = toPlainAmount(text);
  if (plain === '') return { kind: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return { kind: 'invalid' };
  if ((match[2] ?? '').length > 2) return { kind: 'decimals' };
  // Rounded to cents so 0.1 + 0.2 style noise never reaches a request.
  return { kind: 'ok', value: Math.round(Number(plain) * 100) / 100 };
}

export type AmountLimits = { min?: number; max?: number; required?: boolean };

/** Why an amount is refused (its limits are formatted as money by the message's reader). */
export function checkAmount(parsed: ParsedAmount, limits: AmountLimits): FieldMessage | null {
  switch (parsed.kind) {
    case 'empty':
      return limits.required ? { key: 'ui.rules.required' } : null;
    case 'invalid':
      return { key: 'ui.amount.invalid' };
    case 'decimals':
      return { key: 'ui.amount.decimals' };
    case 'ok':
      if (limits.min !== undefined && parsed.value < limits.min)
        return { key: 'ui.amount.belowMin', values: { min: limits.min } };
      if (limits.max !== undefined && parsed.value > limits.max)
        return { key: 'ui.amount.aboveMax', values: { max: limits.max } };
      return null;
  }
}
