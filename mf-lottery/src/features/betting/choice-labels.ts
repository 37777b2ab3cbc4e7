import { localizeDigits, type TFunction } from '@site/shared';

/** "position:value" choices (SSC digits, PK10 places) fall into groups by their position. */
export function groupsOf(
  choices: ReadonlyArray<{ value: string; payout: number }>,
): Array<{ position: string | null; choices: Array<{ value: string; payout: number }> }> {
  const groups = new Map<string | null, Array<{ value: string; payout: number }>>();
  for (const choice of choices) {
    const position = choice.value.includes(':') ? choice.value.split(':')[0]! : null;
    groups.set(position, [...(groups.get(position) ?? []), choice]);
  }
  return [...groups].map(([position, grouped]) => ({ position, choices: grouped }));
}

/** A choice as a player reads it: a word (Green, Big), a number, or "3rd digit: 7". */
export function choiceLabel(
  t: TFunction,
  language: string,
  betType: string,
  value: string,
  options: { short?: boolean } = {},
): string {
  const digits = (text: string) => localizeDigits(text, language);
  if (/^[A-Z]+$/.test(value)) return t(`choices.${value}`);
  if (value.includes(':')) {
    const [position, picked] = value.split(':') as [string, string];
    if (options.short) return digits(picked);
    return t(betType.startsWith('PK10') ? 'choices.place' : 'choices.digit', {
      position: digits(position),
      value: digits(picked),
    });
  }
  return betType === 'K3_SUM' && !options.short
    ? t('choices.sum', { sum: digits(value) })
    : digits(value);
}
