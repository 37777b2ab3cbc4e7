/** Minor units (as decimal string or bigint) → major units as a number with 2 decimals. */
export function minorToMajor(minor: string | bigint): number {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(text);
}
