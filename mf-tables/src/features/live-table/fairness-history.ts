import type { LiveRound, LiveRoundHistory } from '@site/contracts';
import { toLatinDigits } from '@site/shared/ui';

/** The API's highest round number. */
const MAX_ROUND_NO = 2_000_000_000;

/** A round number as the player typed it (Bengali or Latin digits), or null if it is none. */
export function parseRoundNo(text: string): number | null {
  const plain = toLatinDigits(text).trim();
  if (!/^[0-9]{1,10}$/.test(plain)) return null;
  const roundNo = Number(plain);
  return roundNo >= 1 && roundNo <= MAX_ROUND_NO ? roundNo : null;
}

/**
 * The table's rounds with a result, newest first: the pages read from the API, and on top the
 * results the table's push brought since the first page was read (no page is read again for
 * them). Each round once.
 */
export function roundHistory(
  pushed: readonly LiveRound[],
  pages: readonly LiveRoundHistory[],
): LiveRound[] {
  const newestRead = pages[0]?.list[0]?.roundNo ?? 0;
  const seen = new Set<number>();
  return [
    ...pushed.filter((round) => round.serverSeed !== null && round.roundNo > newestRead),
    ...pages.flatMap((page) => page.list),
  ].filter((round) => {
    if (seen.has(round.roundNo)) return false;
    seen.add(round.roundNo);
    return true;
  });
}
