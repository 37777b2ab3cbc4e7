import { RESULT_PRIZES } from '../../config/lottery-config';

/** The regions' prize boards; the fast families show their own result (ui/family-result). */
export type ResultFormat = keyof typeof RESULT_PRIZES;

/** A result's numbers grouped by prize, special first. */
export function prizesOf(
  format: ResultFormat,
  numbers: readonly string[],
): Array<{ prize: string; numbers: string[] }> {
  let offset = 0;
  return RESULT_PRIZES[format].map(([prize, count]) => {
    const group = numbers.slice(offset, offset + count);
    offset += count;
    return { prize, numbers: group };
  });
}

/**
 * "Check my number": the prizes a 2-digit pair (a lô: endings of any number) or a longer
 * number (ending a prize number) matches.
 */
export function matchesOf(
  format: ResultFormat,
  numbers: readonly string[],
  mine: string,
): string[] {
  if (!/^[0-9]{2,6}$/.test(mine)) return [];
  return prizesOf(format, numbers).flatMap(({ prize, numbers: group }) =>
    group.filter((value) => value.endsWith(mine)).map(() => prize),
  );
}

/** Recomputes sha256(salt:numbers) in the browser: the published commitment must match. */
export async function verifiesCommitment(
  salt: string,
  numbers: readonly string[],
  commitment: string,
): Promise<boolean> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}:${numbers.join(',')}`),
  );
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  return hex.join('') === commitment;
}
