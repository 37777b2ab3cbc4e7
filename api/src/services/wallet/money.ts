/** Minor units (as decimal string or bigint) → major units as a number with 2 decimals. */
export function minorToMajor(minor: string | bigint): number {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(text);
}

/** Major units (a JSON number, at most 2 decimals) → minor units; null when not exact. */
export function majorToMinor(major: number): bigint | null {
  if (!Number.isFinite(major) || major < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(major));
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
