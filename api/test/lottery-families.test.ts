import { createHash } from 'node:crypto';
import {
  FAMILY_RULES,
  familyBetRule,
  familyWinMinor,
  HOUSE_FAMILIES,
  invalidFamilyLines,
  K3_SUM_WAYS,
  wingoColours,
  type FamilyBetRule,
  type HouseFamily,
  type RandomInt,
} from '../src/services/lottery/houseFamilies.js';
import { outcomeOf } from '../src/services/lottery/lotteryBets.js';
import { invalidSlip } from '../src/services/lottery/lotteryRules.js';

/**
 * The fast house families' rules (issue 40 item 12): results, bet types, pay tables at their
 * edges, exact RTP where the outcomes can be counted and measured RTP over many seeded draws.
 */

/** A deterministic random source: sha256(seed:counter) read 48 bits at a time, unbiased. */
function seededRandom(seed: string): RandomInt {
  let counter = 0;
  return (max) => {
    const limit = 2 ** 48 - (2 ** 48 % max);
    for (;;) {
      const value = createHash('sha256')
        .update(`${seed}:${(counter += 1)}`)
        .digest()
        .readUIntBE(0, 6);
      if (value < limit) return value % max;
    }
  };
}

const rule = (family: HouseFamily, betType: string): FamilyBetRule => {
  const found = familyBetRule(family, betType);
  if (!found) throw new Error(`${family} has no ${betType}`);
  return found;
};
const returnOf = (family: HouseFamily, betType: string, choice: string, result: string[]) => {
  const found = rule(family, betType);
  return found.returnOf(choice, result, found.odds);
};

/** Every outcome of a small result space, each equally likely. */
function* product(values: readonly string[], length: number): Generator<string[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const head of values) for (const rest of product(values, length - 1)) yield [head, ...rest];
}

/** A bet type's return to player: the mean return of each choice over the results, in 1. */
function rtpOver(found: FamilyBetRule, results: Iterable<string[]>): Map<string, number> {
  const sums = new Map(found.choices.map((choice) => [choice, 0]));
  let count = 0;
  for (const result of results) {
    count += 1;
    for (const choice of found.choices)
      sums.set(choice, sums.get(choice)! + found.returnOf(choice, result, found.odds));
  }
  return new Map([...sums].map(([choice, sum]) => [choice, sum / count / 100]));
}

describe('WinGo', () => {
  it('gives each number its colours and pays colour, violet, number and size', () => {
    expect(wingoColours(0)).toEqual(['RED', 'VIOLET']);
    expect(wingoColours(5)).toEqual(['GREEN', 'VIOLET']);
    expect(wingoColours(7)).toEqual(['GREEN']);
    expect(wingoColours(8)).toEqual(['RED']);
    expect(returnOf('WINGO', 'WINGO_COLOUR', 'GREEN', ['7'])).toBe(200);
    // On a violet number the colour returns three quarters: 1.5×.
    expect(returnOf('WINGO', 'WINGO_COLOUR', 'GREEN', ['5'])).toBe(150);
    expect(returnOf('WINGO', 'WINGO_COLOUR', 'RED', ['0'])).toBe(150);
    expect(returnOf('WINGO', 'WINGO_COLOUR', 'RED', ['5'])).toBe(0);
    expect(returnOf('WINGO', 'WINGO_VIOLET', 'VIOLET', ['0'])).toBe(450);
    expect(returnOf('WINGO', 'WINGO_VIOLET', 'VIOLET', ['1'])).toBe(0);
    expect(returnOf('WINGO', 'WINGO_NUMBER', '3', ['3'])).toBe(900);
    expect(returnOf('WINGO', 'WINGO_SIZE', 'BIG', ['5'])).toBe(196);
    expect(returnOf('WINGO', 'WINGO_SIZE', 'SMALL', ['4'])).toBe(196);
    expect(returnOf('WINGO', 'WINGO_SIZE', 'BIG', ['4'])).toBe(0);
  });

  it('has the stated RTP on every choice (all ten numbers counted)', () => {
    const numbers = [...product(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], 1)];
    const expected: Record<string, number> = {
      WINGO_COLOUR: 0.95,
      WINGO_VIOLET: 0.9,
      WINGO_NUMBER: 0.9,
      WINGO_SIZE: 0.98,
    };
    for (const found of FAMILY_RULES.WINGO.betTypes)
      for (const rtp of rtpOver(found, numbers).values())
        expect(rtp).toBeCloseTo(expected[found.betType]!, 10);
  });
});

describe('K3', () => {
  it('pays a sum at 96 % of its fair odds, to the hundredth', () => {
    expect(K3_SUM_WAYS[3]).toBe(1);
    expect(K3_SUM_WAYS[10]).toBe(27);
    expect(rule('K3', 'K3_SUM').payoutOf('3')).toBe(20_736);
    expect(rule('K3', 'K3_SUM').payoutOf('18')).toBe(20_736);
    expect(rule('K3', 'K3_SUM').payoutOf('10')).toBe(768);
    // 216 × 0.96 / 21 = 9.874…: rounded down.
    expect(rule('K3', 'K3_SUM').payoutOf('8')).toBe(987);
    expect(returnOf('K3', 'K3_SUM', '11', ['5', '5', '1'])).toBe(768);
    expect(returnOf('K3', 'K3_SUM', '12', ['5', '5', '1'])).toBe(0);
  });

  it('loses big, small, odd and even on a triple and pays pairs and triples', () => {
    expect(returnOf('K3', 'K3_SIZE', 'BIG', ['6', '6', '6'])).toBe(0);
    expect(returnOf('K3', 'K3_SIZE', 'SMALL', ['1', '1', '1'])).toBe(0);
    expect(returnOf('K3', 'K3_SIZE', 'BIG', ['6', '4', '1'])).toBe(196);
    expect(returnOf('K3', 'K3_SIZE', 'SMALL', ['6', '3', '1'])).toBe(196);
    expect(returnOf('K3', 'K3_PARITY', 'EVEN', ['2', '2', '2'])).toBe(0);
    expect(returnOf('K3', 'K3_PARITY', 'ODD', ['2', '2', '3'])).toBe(196);
    expect(returnOf('K3', 'K3_PAIR', '2', ['2', '2', '3'])).toBe(1_296);
    expect(returnOf('K3', 'K3_PAIR', '2', ['2', '2', '2'])).toBe(1_296);
    expect(returnOf('K3', 'K3_PAIR', '3', ['2', '2', '3'])).toBe(0);
    expect(returnOf('K3', 'K3_TRIPLE', '4', ['4', '4', '4'])).toBe(20_736);
    expect(returnOf('K3', 'K3_ANY_TRIPLE', 'ANY', ['4', '4', '4'])).toBe(3_456);
    expect(returnOf('K3', 'K3_ANY_TRIPLE', 'ANY', ['4', '4', '3'])).toBe(0);
  });

  it('has the stated RTP on every choice (all 216 throws counted)', () => {
    const throws = [...product(['1', '2', '3', '4', '5', '6'], 3)];
    for (const found of FAMILY_RULES.K3.betTypes)
      for (const [choice, rtp] of rtpOver(found, throws)) {
        const stated = found.betType === 'K3_SIZE' || found.betType === 'K3_PARITY' ? 0.9528 : 0.96;
        // The sums' returns are rounded down to the hundredth: at most a hair under.
        expect({ choice, rtp: Number(rtp.toFixed(4)) <= stated }).toEqual({ choice, rtp: true });
        expect(rtp).toBeGreaterThan(stated - 0.001);
      }
  });
});

describe('SSC, PK10 and keno', () => {
  it('pays a digit by its position and the sum by size and parity', () => {
    expect(returnOf('SSC', 'SSC_DIGIT', '3:7', ['0', '0', '7', '0', '0'])).toBe(970);
    expect(returnOf('SSC', 'SSC_DIGIT', '2:7', ['0', '0', '7', '0', '0'])).toBe(0);
    // The sum 23 is big, 22 small.
    expect(returnOf('SSC', 'SSC_SIZE', 'BIG', ['9', '9', '5', '0', '0'])).toBe(196);
    expect(returnOf('SSC', 'SSC_SIZE', 'SMALL', ['9', '9', '4', '0', '0'])).toBe(196);
    expect(returnOf('SSC', 'SSC_PARITY', 'ODD', ['9', '9', '5', '0', '0'])).toBe(196);
  });

  it('has SSC size and parity at 98 % (all 100 000 results counted)', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    for (const betType of ['SSC_SIZE', 'SSC_PARITY'])
      for (const rtp of rtpOver(rule('SSC', betType), product(digits, 5)).values())
        expect(rtp).toBeCloseTo(0.98, 10);
  });

  it('pays a car by its place and the winner by size; draws a ranking of all ten', () => {
    const ranking = ['03', '10', '01', '02', '04', '05', '06', '07', '08', '09'];
    expect(returnOf('PK10', 'PK10_PLACE', '2:10', ranking)).toBe(970);
    expect(returnOf('PK10', 'PK10_PLACE', '1:10', ranking)).toBe(0);
    expect(returnOf('PK10', 'PK10_SIZE', 'SMALL', ranking)).toBe(196);
    const drawn = FAMILY_RULES.PK10.draw(seededRandom('pk10'));
    expect([...drawn].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  it('draws 20 distinct keno numbers in order and loses both sizes on a sum of 810', () => {
    const drawn = FAMILY_RULES.KENO.draw(seededRandom('keno'));
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn).size).toBe(20);
    expect([...drawn].sort()).toEqual(drawn);
    expect(drawn.every((value) => /^[0-9]{2}$/.test(value) && +value >= 1 && +value <= 80)).toBe(
      true,
    );
    // 01–10 and 66–75 add up to 760; 75 → 125 is no keno number, but the sum is what counts.
    const middle = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].concat([
      '66',
      '67',
      '68',
      '69',
      '70',
      '71',
      '72',
      '73',
      '74',
      '75',
    ]);
    expect(middle.reduce((sum, value) => sum + Number(value), 0)).toBe(760);
    const exact = [...middle.slice(0, 19), String(Number(middle[19]) + 50)];
    expect(exact.reduce((sum, value) => sum + Number(value), 0)).toBe(810);
    expect(returnOf('KENO', 'KENO_SIZE', 'BIG', exact)).toBe(0);
    expect(returnOf('KENO', 'KENO_SIZE', 'SMALL', exact)).toBe(0);
    expect(returnOf('KENO', 'KENO_SPOT', exact[0]!, exact)).toBe(380);
  });
});

describe('every family', () => {
  it('checks lines: one choice each, no repeats, and only the game’s bet types', () => {
    const colour = rule('WINGO', 'WINGO_COLOUR');
    expect(invalidFamilyLines(colour, [['GREEN'], ['RED']])).toBeNull();
    expect(invalidFamilyLines(colour, [['VIOLET']])).not.toBeNull();
    expect(invalidFamilyLines(colour, [['GREEN'], ['GREEN']])).not.toBeNull();
    expect(invalidFamilyLines(colour, [['GREEN', 'RED']])).not.toBeNull();
    expect(invalidSlip('WINGO', 'K3_SUM', [['10']])).not.toBeNull();
    expect(invalidSlip('K3', 'K3_SUM', [['10']])).toBeNull();
    expect(invalidSlip('NORTH', 'WINGO_NUMBER', [['10']])).not.toBeNull();
    expect(invalidSlip('NORTH', 'DE', [['10']])).toBeNull();
  });

  it('pays a slip line by line, rounded down to the minor unit', () => {
    const colour = rule('WINGO', 'WINGO_COLOUR');
    // ৳1.01 on green and red; 5 drawn: green returns 1.5 × 101 = 151.5 → 151 minor units.
    expect(
      familyWinMinor(colour, { lines: [['GREEN'], ['RED']], stakeMinor: 101n, odds: 200 }, ['5']),
    ).toBe(151n);
    // The odds stored with the bet pay it, whatever the table says now.
    expect(familyWinMinor(colour, { lines: [['RED']], stakeMinor: 100n, odds: 190 }, ['2'])).toBe(
      190n,
    );
  });

  it('labels a bet by its net result: a ৳80 return on ৳135 is a partial return', () => {
    expect(outcomeOf('WON', 80_00n, 135_00n)).toBe('RETURNED');
    expect(outcomeOf('WON', 135_00n, 135_00n)).toBe('RETURNED');
    expect(outcomeOf('WON', 135_01n, 135_00n)).toBe('WON');
    expect(outcomeOf('LOST', 0n, 135_00n)).toBe('LOST');
    expect(outcomeOf('OPEN', 0n, 135_00n)).toBe('OPEN');
    expect(outcomeOf('CANCELLED', 0n, 135_00n)).toBe('CANCELLED');
  });

  it('measures each bet type’s RTP over 10 000 seeded draws (printed)', () => {
    const DRAWS = 10_000;
    const report: string[] = [];
    for (const family of HOUSE_FAMILIES) {
      const random = seededRandom(`rtp-${family}`);
      const results = Array.from({ length: DRAWS }, () => FAMILY_RULES[family].draw(random));
      for (const found of FAMILY_RULES[family].betTypes) {
        const perChoice = [...rtpOver(found, results).values()];
        const mean = perChoice.reduce((sum, rtp) => sum + rtp, 0) / perChoice.length;
        report.push(`${found.betType.padEnd(14)} RTP ${(mean * 100).toFixed(2)} %`);
        // Every bet type is meant to pay back between 90 and 98 %: well inside on 10 000 draws.
        expect(mean).toBeGreaterThan(0.85);
        expect(mean).toBeLessThan(1);
      }
    }
    console.log(`Measured RTP over ${DRAWS} seeded draws per family:\n${report.join('\n')}`);
  });
});
