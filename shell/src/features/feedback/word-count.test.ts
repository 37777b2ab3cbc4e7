import { countWords, wordLimitsOf } from './word-count';

describe('feedback word count (spec §5)', () => {
  it('counts words on white space, Bengali included', () => {
    expect(countWords('  one two\nthree\tfour  ')).toBe(4);
    expect(countWords('আমার ডিপোজিট এখনও আসেনি')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });

  it('reads the brand limits and falls back to the API defaults', () => {
    expect(wordLimitsOf({ feedback: { minWords: 3, maxWords: 50 } })).toEqual({
      minWords: 3,
      maxWords: 50,
    });
    expect(wordLimitsOf({})).toEqual({ minWords: 5, maxWords: 300 });
  });
});
