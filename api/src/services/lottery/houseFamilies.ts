/**
 * The house's fast lottery families (issue 40 item 12): WinGo (a number 0–9, its colour and
 * size), K3 (three dice), SSC/5D (five digits), PK10 (a ranking of ten cars) and keno (20 of 80).
 * Pure rules, no database: how a result is drawn from a random source, the bet types and their
 * choices, and what a line returns. A line is one choice; every bet type pays from a fixed pay
 * table whose return to player (RTP, 1 − the house edge) is stated beside it and measured in
 * houseFamilies.test.ts over many seeded draws.
 *
 * Returns are in hundredths of the stake (200 = 2× the stake back, the stake included), so a
 * line's winnings are floor(stake × return / 100) in minor units.
 */

import { HOUSE_FAMILIES, type FamilyBetType, type HouseFamily } from '@site/contracts';

export { HOUSE_FAMILIES, type FamilyBetType, type HouseFamily };

/** A uniform integer in [0, max): crypto.randomInt in production, a seeded source in tests. */
export type RandomInt = (max: number) => number;

export interface FamilyBetRule {
  betType: FamilyBetType;
  /** The values a line may take. */
  choices: readonly string[];
  /** Stored with each bet: the pay table's headline return (hundredths), or K3_SUM's RTP. */
  odds: number;
  /** What the choice returns when it wins in full (hundredths of the stake), for display. */
  payoutOf(choice: string): number;
  /** What a line returns against a result, in hundredths of the stake (0 when it loses). */
  returnOf(choice: string, result: readonly string[], odds: number): number;
}

export interface FamilyRules {
  family: HouseFamily;
  /** Numbers in a result and the result drawn from a random source. */
  draw(random: RandomInt): string[];
  betTypes: readonly FamilyBetRule[];
}

const range = (from: number, to: number, pad = 0) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(pad, '0'));
const sumOf = (result: readonly string[]) => result.reduce((sum, value) => sum + Number(value), 0);
const size = (big: boolean) => (big ? 'BIG' : 'SMALL');
const parity = (value: number) => (value % 2 === 1 ? 'ODD' : 'EVEN');

/** A bet type paying one fixed return on every winning choice. */
function flat(
  betType: FamilyBetType,
  choices: readonly string[],
  odds: number,
  wins: (choice: string, result: readonly string[]) => boolean,
): FamilyBetRule {
  return {
    betType,
    choices,
    odds,
    payoutOf: () => odds,
    returnOf: (choice, result, stored) => (wins(choice, result) ? stored : 0),
  };
}

/** `count` distinct values of `pool` in draw order (a partial Fisher–Yates shuffle). */
function drawDistinct(pool: readonly string[], count: number, random: RandomInt): string[] {
  const left = [...pool];
  for (let index = 0; index < count; index += 1) {
    const pick = index + random(left.length - index);
    [left[index], left[pick]] = [left[pick]!, left[index]!];
  }
  return left.slice(0, count);
}

// ---- WinGo: one number 0–9. 1, 3, 7, 9 green; 2, 4, 6, 8 red; 0 red and violet; 5 green and
// violet. Big is 5–9, small 0–4.

export function wingoColours(number: number): string[] {
  if (number === 0) return ['RED', 'VIOLET'];
  if (number === 5) return ['GREEN', 'VIOLET'];
  return [number % 2 === 1 ? 'GREEN' : 'RED'];
}

const WINGO: FamilyRules = {
  family: 'WINGO',
  draw: (random) => [String(random(10))],
  betTypes: [
    {
      // Green or red: 2× on its pure numbers, 1.5× (three quarters) on its violet number.
      // RTP (4 × 2 + 1.5) / 10 = 95 %.
      betType: 'WINGO_COLOUR',
      choices: ['GREEN', 'RED'],
      odds: 200,
      payoutOf: () => 200,
      returnOf: (choice, result, odds) => {
        const colours = wingoColours(Number(result[0]));
        if (!colours.includes(choice)) return 0;
        return colours.length > 1 ? Math.floor((odds * 3) / 4) : odds;
      },
    },
    // Violet (0 or 5): 4.5×, RTP 2 × 4.5 / 10 = 90 %.
    flat('WINGO_VIOLET', ['VIOLET'], 450, (_, result) =>
      wingoColours(Number(result[0])).includes('VIOLET'),
    ),
    // The number: 9×, RTP 90 %.
    flat('WINGO_NUMBER', range(0, 9), 900, (choice, result) => choice === result[0]),
    // Big or small: 1.96×, RTP 98 %.
    flat(
      'WINGO_SIZE',
      ['BIG', 'SMALL'],
      196,
      (choice, result) => choice === size(Number(result[0]) >= 5),
    ),
  ],
};

// ---- K3: three dice 1–6 (216 outcomes).

/** How many of the 216 throws of three dice add up to each sum 3–18. */
export const K3_SUM_WAYS: Readonly<Record<number, number>> = (() => {
  const ways: Record<number, number> = {};
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1) ways[a + b + c] = (ways[a + b + c] ?? 0) + 1;
  return ways;
})();

const isTriple = (result: readonly string[]) => result[0] === result[1] && result[1] === result[2];

/** A sum's return: its fair odds (216 / ways) times the RTP in basis points, to the hundredth. */
const k3SumReturn = (sum: number, rtpBasisPoints: number) =>
  Math.floor((216 * rtpBasisPoints) / (K3_SUM_WAYS[sum] ?? 216) / 100);

const K3: FamilyRules = {
  family: 'K3',
  draw: (random) => Array.from({ length: 3 }, () => String(1 + random(6))),
  betTypes: [
    {
      // The sum 3–18, each at 96 % of its fair odds (3 or 18: 207.36×; 10 or 11: 7.68×).
      betType: 'K3_SUM',
      choices: range(3, 18),
      odds: 9_600,
      payoutOf: (choice) => k3SumReturn(Number(choice), 9_600),
      returnOf: (choice, result, odds) =>
        sumOf(result) === Number(choice) ? k3SumReturn(Number(choice), odds) : 0,
    },
    // Big 11–18 or small 3–10, a triple loses both: 1.96×, RTP 105/216 × 1.96 = 95.28 %.
    flat(
      'K3_SIZE',
      ['BIG', 'SMALL'],
      196,
      (choice, result) => !isTriple(result) && choice === size(sumOf(result) >= 11),
    ),
    // Odd or even sum, a triple loses both: 1.96×, RTP 95.28 %.
    flat(
      'K3_PARITY',
      ['ODD', 'EVEN'],
      196,
      (choice, result) => !isTriple(result) && choice === parity(sumOf(result)),
    ),
    // A pair: at least two dice show the face (16 of 216): 12.96×, RTP 96 %.
    flat(
      'K3_PAIR',
      range(1, 6),
      1_296,
      (choice, result) => result.filter((die) => die === choice).length >= 2,
    ),
    // A given triple (1 of 216): 207.36×, RTP 96 %.
    flat(
      'K3_TRIPLE',
      range(1, 6),
      20_736,
      (choice, result) => isTriple(result) && result[0] === choice,
    ),
    // Any triple (6 of 216): 34.56×, RTP 96 %.
    flat('K3_ANY_TRIPLE', ['ANY'], 3_456, (_, result) => isTriple(result)),
  ],
};

// ---- SSC / 5D: five digits 0–9, each drawn on its own.

const SSC: FamilyRules = {
  family: 'SSC',
  draw: (random) => Array.from({ length: 5 }, () => String(random(10))),
  betTypes: [
    // "position:digit", position 1–5: 9.7×, RTP 97 %.
    flat(
      'SSC_DIGIT',
      range(1, 5).flatMap((position) => range(0, 9).map((digit) => `${position}:${digit}`)),
      970,
      (choice, result) => {
        const [position, digit] = choice.split(':');
        return result[Number(position) - 1] === digit;
      },
    ),
    // The sum 0–45: big 23–45, small 0–22 (symmetric, ½ each): 1.96×, RTP 98 %.
    flat(
      'SSC_SIZE',
      ['BIG', 'SMALL'],
      196,
      (choice, result) => choice === size(sumOf(result) >= 23),
    ),
    // Odd or even sum (½ each): 1.96×, RTP 98 %.
    flat('SSC_PARITY', ['ODD', 'EVEN'], 196, (choice, result) => choice === parity(sumOf(result))),
  ],
};

// ---- PK10: the ten cars 01–10 in finishing order (a shuffle).

const CARS = range(1, 10, 2);

const PK10: FamilyRules = {
  family: 'PK10',
  draw: (random) => drawDistinct(CARS, 10, random),
  betTypes: [
    // "place:car", place 1–10: 9.7×, RTP 97 %.
    flat(
      'PK10_PLACE',
      range(1, 10).flatMap((place) => CARS.map((car) => `${place}:${car}`)),
      970,
      (choice, result) => {
        const [place, car] = choice.split(':');
        return result[Number(place) - 1] === car;
      },
    ),
    // The winner's car big 06–10 or small 01–05: 1.96×, RTP 98 %.
    flat(
      'PK10_SIZE',
      ['BIG', 'SMALL'],
      196,
      (choice, result) => choice === size(Number(result[0]) >= 6),
    ),
  ],
};

// ---- Keno: 20 of the numbers 01–80, shown in ascending order.

const KENO_NUMBERS = range(1, 80, 2);
/** The sum of 20 of 1–80 is 210–1410, 810 in the middle: 810 loses big and small. */
const KENO_MIDDLE = 810;

const KENO: FamilyRules = {
  family: 'KENO',
  draw: (random) => drawDistinct(KENO_NUMBERS, 20, random).sort(),
  betTypes: [
    // One number among the 20 (1 in 4): 3.8×, RTP 95 %.
    flat('KENO_SPOT', KENO_NUMBERS, 380, (choice, result) => result.includes(choice)),
    // The sum over 810 (big) or under (small); 810 itself loses both: 1.96×, RTP just under 98 %.
    flat('KENO_SIZE', ['BIG', 'SMALL'], 196, (choice, result) => {
      const sum = sumOf(result);
      return sum !== KENO_MIDDLE && choice === size(sum > KENO_MIDDLE);
    }),
  ],
};

export const FAMILY_RULES: Readonly<Record<HouseFamily, FamilyRules>> = {
  WINGO,
  K3,
  SSC,
  PK10,
  KENO,
};

export const isHouseFamily = (format: string): format is HouseFamily =>
  (HOUSE_FAMILIES as readonly string[]).includes(format);

export function familyBetRule(family: HouseFamily, betType: string): FamilyBetRule | null {
  return FAMILY_RULES[family].betTypes.find((rule) => rule.betType === betType) ?? null;
}

/** Null when every line is one choice of the bet type and no line repeats. */
export function invalidFamilyLines(
  rule: FamilyBetRule,
  lines: readonly (readonly string[])[],
): string | null {
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.length !== 1 || !rule.choices.includes(line[0]!))
      return `Each line takes one of the bet type's choices`;
    if (seen.has(line[0]!)) return 'A line is repeated';
    seen.add(line[0]!);
  }
  return null;
}

/** A bet's winnings in minor units: each line's return times the stake, rounded down. */
export function familyWinMinor(
  rule: FamilyBetRule,
  bet: { lines: readonly (readonly string[])[]; stakeMinor: bigint; odds: number },
  result: readonly string[],
): bigint {
  const hundredths = bet.lines.reduce(
    (sum, line) => sum + rule.returnOf(line[0]!, result, bet.odds),
    0,
  );
  return (bet.stakeMinor * BigInt(hundredths)) / 100n;
}
