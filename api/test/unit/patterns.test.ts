import { PATTERNS } from '../../src/services/brands/registerRules.js';
import {
  fillRange,
  matchesPattern,
  PATTERN_CATALOGUE,
  PATTERNS_BY_ID,
} from '../../src/services/members/patterns.js';

const cases: Array<[number, string[], string[]]> = [
  [0, ['anything goes', '漢字 !'], []],
  [1, ['abc123', 'Player1'], ['1abc', 'ab_c']],
  [2, ['a@b.co'], ['a@b', 'a b@c.de']],
  [3, ['abc', '123', 'a1'], ['a-1']],
  [4, ['abc1', '1abc'], ['abc', '123']],
  [5, ['0123'], ['12a']],
  [6, ['Abc1'], ['abc1', 'ABC']],
  [7, ['John Smith'], ['John1']],
  [8, ['a-b_c!'], ['a b']],
  [9, ['中文'], ['中文1']],
  [10, ['中文1，。'], ['abc']],
  [11, ['2026-01-31'], ['2026-13-01', '01-31-2026']],
  [12, ['01-31-2026'], ['2026-01-31']],
  [13, ['한국어'], ['abc']],
  [14, ['ภาษาไทย'], ['thai']],
  [15, ['ภาษา thai'], ['thai1']],
  [16, ['JOHN SMITH'], ['John']],
  [17, ['Abc1!@#'], ['abc def']],
  [18, ['Secret@2026'], ['secret@2026', 'Secret2026']],
  [19, ['John Smith', 'Mary Ann Lee'], ['John', 'John  Smith']],
  [20, ['ひらがなカタカナ漢字'], ['abc']],
  [21, ['ABC'], ['AB C', 'Abc']],
  [22, ['912345'], ['812345', '9a']],
];

describe('pattern catalogue', () => {
  it('has every id from 0 to 22 exactly once', () => {
    expect(PATTERN_CATALOGUE.map((pattern) => pattern.id)).toEqual(
      Array.from({ length: 23 }, (_, index) => index),
    );
  });

  it('agrees with the ids and sources the register rules publish', () => {
    for (const pattern of Object.values(PATTERNS)) {
      const entry = PATTERNS_BY_ID.get(pattern.id)!;
      if (pattern.source === '*') expect(entry.regex).toBeNull();
      else expect(entry.regex!.source).toBe(new RegExp(pattern.source).source);
    }
  });

  it.each(cases)('pattern %i', (id, good, bad) => {
    for (const value of good) expect([value, matchesPattern(id, '', value)]).toEqual([value, true]);
    for (const value of bad) expect([value, matchesPattern(id, '', value)]).toEqual([value, false]);
  });

  it('substitutes min and max, one number when equal', () => {
    expect(fillRange('with (min) - (max) characters', 6, 16)).toBe('with 6 - 16 characters');
    expect(fillRange('with (min) - (max) characters', 4, 4)).toBe('with 4 characters');
  });
});
