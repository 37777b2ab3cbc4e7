import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LotteryBetType, VnBetType } from '../../db/lotterySchema.js';
import {
  FAMILY_RULES,
  familyBetRule,
  familyWinMinor,
  invalidFamilyLines,
  isHouseFamily,
  type FamilyBetRule,
  type HouseFamily,
} from './houseFamilies.js';

/**
 * The house lottery's pure rules: the Vietnamese result structures, drawing a result, its
 * commitment, the draw calendar, and what each bet type's line wins. No database here.
 */

/** The Vietnamese regions' structures, or one of the fast families (houseFamilies.ts). */
export type VnFormat = 'NORTH' | 'SOUTH';
export type ResultFormat = VnFormat | HouseFamily;
export type Prize =
  'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

/** Prizes in order, special first: how many numbers of how many digits each. */
export const RESULT_STRUCTURES: Record<
  VnFormat,
  ReadonlyArray<{ prize: Prize; count: number; digits: number }>
> = {
  // The northern region: 27 numbers.
  NORTH: [
    { prize: 'special', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 2, digits: 5 },
    { prize: 'third', count: 6, digits: 5 },
    { prize: 'fourth', count: 4, digits: 4 },
    { prize: 'fifth', count: 6, digits: 4 },
    { prize: 'sixth', count: 3, digits: 3 },
    { prize: 'seventh', count: 4, digits: 2 },
  ],
  // The southern and central regions: 18 numbers, special 6 digits down to the eighth's 2.
  SOUTH: [
    { prize: 'special', count: 1, digits: 6 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 1, digits: 5 },
    { prize: 'third', count: 2, digits: 5 },
    { prize: 'fourth', count: 7, digits: 5 },
    { prize: 'fifth', count: 1, digits: 4 },
    { prize: 'sixth', count: 3, digits: 4 },
    { prize: 'seventh', count: 1, digits: 3 },
    { prize: 'eighth', count: 1, digits: 2 },
  ],
};

export const numberCount = (format: ResultFormat): number =>
  isHouseFamily(format)
    ? 1
    : RESULT_STRUCTURES[format].reduce((sum, prize) => sum + prize.count, 0);

/**
 * A fresh result from the operating system's CSPRNG (crypto.randomInt): a region's numbers in
 * prize order, or a fast family's result (houseFamilies.ts).
 */
export function drawNumbers(format: ResultFormat): string[] {
  if (isHouseFamily(format)) return FAMILY_RULES[format].draw((max) => randomInt(0, max));
  return RESULT_STRUCTURES[format].flatMap(({ count, digits }) =>
    Array.from({ length: count }, () => String(randomInt(0, 10 ** digits)).padStart(digits, '0')),
  );
}

export const newSalt = (): string => randomBytes(16).toString('hex');

/** sha256(salt:n1,n2,…), published before the draw; the salt and numbers after it. */
export function commitmentOf(salt: string, numbers: readonly string[]): string {
  return createHash('sha256')
    .update(`${salt}:${numbers.join(',')}`)
    .digest('hex');
}

/** The first draw strictly after `now`: draws fall at k × interval + offset (epoch seconds). */
export function nextDrawAt(
  now: Date,
  game: { drawIntervalSeconds: number; drawOffsetSeconds: number },
): Date {
  const seconds = Math.floor(now.getTime() / 1000) - game.drawOffsetSeconds;
  const k = Math.floor(seconds / game.drawIntervalSeconds) + 1;
  return new Date((k * game.drawIntervalSeconds + game.drawOffsetSeconds) * 1000);
}

/** A draw's period: its time in UTC as yyyyMMddHHmm (unique per game with whole-minute draws). */
export function periodOf(drawAt: Date): string {
  return drawAt.toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

/** The Vietnamese regions' bet types. */
export const BET_TYPES: readonly VnBetType[] = ['LO2', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'];

/** A game's bet types: the regions' for a region, the family's own for a fast family. */
export const betTypesOf = (format: ResultFormat): readonly LotteryBetType[] =>
  isHouseFamily(format) ? FAMILY_RULES[format].betTypes.map((rule) => rule.betType) : BET_TYPES;

/** A fast family's bet type's rule, whichever family it is of; null for a region's. */
export function familyRuleOfBetType(betType: LotteryBetType): FamilyBetRule | null {
  for (const rules of Object.values(FAMILY_RULES)) {
    const rule = rules.betTypes.find((item) => item.betType === betType);
    if (rule) return rule;
  }
  return null;
}

/** How many numbers make one line, and of how many digits (a family's line: one choice). */
export function lineShape(betType: LotteryBetType): { size: number; digits: number } {
  switch (betType) {
    case 'CANG3':
      return { size: 1, digits: 3 };
    case 'XIEN2':
      return { size: 2, digits: 2 };
    case 'XIEN3':
      return { size: 3, digits: 2 };
    case 'XIEN4':
      return { size: 4, digits: 2 };
    default:
      return { size: 1, digits: 2 };
  }
}

/** Points a line costs per point of stake: a lô plays against every number of the draw. */
export const unitOf = (betType: LotteryBetType, format: ResultFormat): number =>
  betType === 'LO2' ? numberCount(format) : 1;

/** Null when the bet type is the game's and the lines fit it. */
export function invalidSlip(
  format: ResultFormat,
  betType: LotteryBetType,
  lines: readonly string[][],
): string | null {
  if (isHouseFamily(format)) {
    const rule = familyBetRule(format, betType);
    return rule ? invalidFamilyLines(rule, lines) : 'This game has no such bet type';
  }
  if (!(BET_TYPES as readonly string[]).includes(betType)) return 'This game has no such bet type';
  return invalidLine(betType, lines);
}

/** Null when the lines fit the bet type: numbers of its digits, distinct within a line. */
export function invalidLine(betType: LotteryBetType, lines: readonly string[][]): string | null {
  const { size, digits } = lineShape(betType);
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.length !== size || !line.every((value) => pattern.test(value)))
      return `Each line takes ${size} number(s) of ${digits} digits`;
    if (new Set(line).size !== line.length) return 'A line repeats a number';
    const key = [...line].sort().join('-');
    if (seen.has(key)) return 'A line is repeated';
    seen.add(key);
  }
  return null;
}

const lastDigits = (value: string, count: number) => value.slice(-count);

/**
 * What one point of a line wins, in points, against a result (special prize first):
 * lô counts every number ending in the pair; đề and càng match the special prize's last 2 and
 * 3 digits; a xiên wins when every pair of it ends some number of the draw.
 */
export function linePayoutPoints(
  betType: LotteryBetType,
  line: readonly string[],
  numbers: readonly string[],
  odds: number,
): number {
  const special = numbers[0] ?? '';
  const endings = numbers.map((value) => lastDigits(value, 2));
  switch (betType) {
    case 'LO2':
      return endings.filter((ending) => ending === line[0]).length * odds;
    case 'DE':
      return lastDigits(special, 2) === line[0] ? odds : 0;
    case 'CANG3':
      return lastDigits(special, 3) === line[0] ? odds : 0;
    default:
      return line.every((pair) => endings.includes(pair)) ? odds : 0;
  }
}

/** A bet's winnings in minor units: the sum of its lines' points times the stake per point. */
export function betWinMinor(
  bet: { betType: LotteryBetType; lines: readonly string[][]; stakeMinor: bigint; odds: number },
  numbers: readonly string[],
): bigint {
  // The odds are the bet's own (stored when it was placed), whatever the brand has since set.
  const family = familyRuleOfBetType(bet.betType);
  if (family) return familyWinMinor(family, bet, numbers);
  const points = bet.lines.reduce(
    (sum, line) => sum + linePayoutPoints(bet.betType, line, numbers, bet.odds),
    0,
  );
  return BigInt(points) * bet.stakeMinor;
}
