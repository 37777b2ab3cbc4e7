import type { FieldMessage, FieldRule } from '@site/shared/ui';

/** Words as the API counts them: runs of text between white space (Bengali too). */
export function countWords(text: string): number {
  return text.split(/[\s\u200b]+/u).filter((word) => word.length > 0).length;
}

export type WordLimits = { minWords: number; maxWords: number };

/** The brand's limits from the permission settings; the API's defaults until a brand sets them. */
export function wordLimitsOf(settings: Record<string, unknown>): WordLimits {
  const limits = settings.feedback as Partial<WordLimits> | undefined;
  return {
    minWords: typeof limits?.minWords === 'number' ? limits.minWords : 5,
    maxWords: typeof limits?.maxWords === 'number' ? limits.maxWords : 300,
  };
}

/** What a text outside the limits is told (the server's limits win when it refuses). */
export const wordCountMessage = ({ minWords, maxWords }: WordLimits): FieldMessage => ({
  key: 'shell:feedback.errors.wordCount',
  values: { min: minWords, max: maxWords },
});

/** spec §5 feedback: a text between the brand's minimum and maximum word counts. */
export const wordCountRule =
  <Values>(limits: WordLimits): FieldRule<Values> =>
  (text) => {
    const words = countWords(text);
    return words < limits.minWords || words > limits.maxWords ? wordCountMessage(limits) : null;
  };
