import type { LotteryBetType } from '@site/shared';
import { GRID_NUMBERS } from '../../config/lottery-config';

/** Every way to choose `size` of the picks, in pick order (a xiên's lines). */
export function combinations(picks: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  return picks.flatMap((first, index) =>
    combinations(picks.slice(index + 1), size - 1).map((rest) => [first, ...rest]),
  );
}

/** The slip's lines: one per number, or one per combination of a xiên's size. */
export function linesOf(
  betType: LotteryBetType,
  size: number,
  picks: readonly string[],
): string[][] {
  return betType.startsWith('XIEN') ? combinations(picks, size) : picks.map((pick) => [pick]);
}

/** What the slip costs: lines × stake × the bet type's unit, in minor units (exact). */
export function slipTotalMinor(lineCount: number, stakeMinor: number, unit: number): number {
  return lineCount * stakeMinor * unit;
}

/** `count` distinct random grid numbers (the "random" pick). */
export function randomPicks(count: number, random: () => number = Math.random): string[] {
  const pool = [...GRID_NUMBERS];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked.sort();
}

/** Quick picks: the doubles (00, 11, … 99). */
export const DOUBLES = GRID_NUMBERS.filter((value) => value[0] === value[1]);
