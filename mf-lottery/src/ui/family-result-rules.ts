import type { LotteryResultFormat } from '@site/shared';

/** The fast families (issue 40 item 12); NORTH and SOUTH are the regions' prize boards. */
export const FAMILY_FORMATS = ['WINGO', 'K3', 'SSC', 'PK10', 'KENO'] as const;
export type FamilyFormat = (typeof FAMILY_FORMATS)[number];

export const isFamilyFormat = (format: LotteryResultFormat | null): format is FamilyFormat =>
  (FAMILY_FORMATS as readonly string[]).includes(format ?? '');

/** What a result says beside its numbers: translation keys (`result.*`) and their values. */
export interface ResultFacts {
  /** WinGo: the number's colours. */
  colours: string[];
  /** The sum of the numbers (K3, SSC, keno), or null. */
  sum: number | null;
  /** BIG, SMALL, TRIPLE (K3) or MIDDLE (keno's 810), or null. */
  size: string | null;
  /** ODD or EVEN (K3, SSC), or null. */
  parity: string | null;
  /** PK10: the winning car. */
  winner: string | null;
}

const sumOf = (numbers: readonly string[]) =>
  numbers.reduce((sum, value) => sum + Number(value), 0);
const parityOf = (value: number) => (value % 2 === 1 ? 'ODD' : 'EVEN');

/** The same reading of a result as the API's pay tables (services/lottery/houseFamilies.ts). */
export function resultFacts(format: FamilyFormat, numbers: readonly string[]): ResultFacts {
  const none: ResultFacts = { colours: [], sum: null, size: null, parity: null, winner: null };
  const sum = sumOf(numbers);
  switch (format) {
    case 'WINGO': {
      const number = Number(numbers[0]);
      const colours =
        number === 0
          ? ['RED', 'VIOLET']
          : number === 5
            ? ['GREEN', 'VIOLET']
            : [number % 2 === 1 ? 'GREEN' : 'RED'];
      return { ...none, colours, size: number >= 5 ? 'BIG' : 'SMALL' };
    }
    case 'K3': {
      const triple = numbers[0] === numbers[1] && numbers[1] === numbers[2];
      return {
        ...none,
        sum,
        size: triple ? 'TRIPLE' : sum >= 11 ? 'BIG' : 'SMALL',
        parity: triple ? null : parityOf(sum),
      };
    }
    case 'SSC':
      return { ...none, sum, size: sum >= 23 ? 'BIG' : 'SMALL', parity: parityOf(sum) };
    case 'PK10':
      return {
        ...none,
        winner: numbers[0] ?? null,
        size: Number(numbers[0]) >= 6 ? 'BIG' : 'SMALL',
      };
    case 'KENO':
      return { ...none, sum, size: sum === 810 ? 'MIDDLE' : sum > 810 ? 'BIG' : 'SMALL' };
  }
}
