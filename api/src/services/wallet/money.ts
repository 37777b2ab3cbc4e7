/** Minor units (as decimal string or bigint) → major units as an exact decimal string ("10.50"). */
export function minorToDecimal(minor: string | bigint): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Minor units (as decimal string or bigint) → major units as a number with 2 decimals. */
export function minorToMajor(minor: string | bigint): number {
  return Number(minorToDecimal(minor));
}

/** What a money field accepts: a JSON number, or a decimal string such as "10.50". */
export type MoneyInput = number | string;

/** Non-negative, no sign, no exponent, no leading zeros, at most 2 decimals. */
const DECIMAL_MONEY = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/**
 * Major units → minor units; null unless the value is a JSON number or a decimal string,
 * non-negative, with at most 2 decimals. Nothing else is money: not `true`, `null`, `"1e3"`.
 */
export function majorToMinor(major: unknown): bigint | null {
  if (typeof major === 'number' && !Number.isFinite(major)) return null;
  if (typeof major !== 'number' && typeof major !== 'string') return null;
  // String(number) is the shortest exact form: 0.1 + 0.2 prints 0.30000000000000004.
  const match = DECIMAL_MONEY.exec(String(major));
  if (!match) return null;
  const [, whole, cents = ''] = match;
  return BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0'));
}
