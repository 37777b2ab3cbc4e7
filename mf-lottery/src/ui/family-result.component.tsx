import { localizeDigits, useTranslation } from '@site/shared';
import { NAMESPACE } from '../i18n/translations';
import { type FamilyFormat, resultFacts } from './family-result-rules';

/**
 * A fast family's result as that family shows it: WinGo's number in its colours, K3's three
 * dice, SSC's five digits, PK10's ranking of the cars, keno's 20 numbers; then what it adds up
 * to. A list with hidden commas, so a screen reader (and a copy) reads separate numbers, not one
 * run of digits (issue 40 item 16).
 */
export function FamilyResult({
  format,
  numbers,
  compact = false,
}: {
  format: FamilyFormat;
  numbers: readonly string[];
  /** A card's or a history row's short form: keno's first numbers only. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const facts = resultFacts(format, numbers);
  const digits = (value: string) => localizeDigits(value, i18n.language);
  const shown = compact && format === 'KENO' ? numbers.slice(0, 5) : numbers;
  const List = format === 'PK10' ? 'ol' : 'ul';
  const summary = [
    ...facts.colours.map((colour) => t(`choices.${colour}`)),
    facts.winner === null ? null : t('result.winner', { car: digits(facts.winner) }),
    facts.sum === null ? null : t('result.sum', { sum: digits(String(facts.sum)) }),
    facts.size === null ? null : t(`choices.${facts.size}`),
    facts.parity === null ? null : t(`choices.${facts.parity}`),
  ].filter((part): part is string => part !== null);

  return (
    <span
      className={`lottery-family-result lottery-family-result--${format}`}
      data-testid="lottery-family-result"
      data-format={format}
    >
      <List className="lottery-balls" aria-label={t(`result.${format}`)}>
        {shown.map((value, index) => (
          <li
            key={index}
            className={`lottery-ball lottery-ball--${format}`}
            data-colour={format === 'WINGO' ? facts.colours.join(' ') : undefined}
          >
            {index > 0 && <span className="visually-hidden">, </span>}
            {format === 'PK10' && (
              <span className="visually-hidden">
                {t('result.place', { place: digits(String(index + 1)) })}{' '}
              </span>
            )}
            {digits(value)}
          </li>
        ))}
        {shown.length < numbers.length && (
          <li className="lottery-ball lottery-ball--more">
            <span className="visually-hidden">, </span>
            {t('result.more', { more: digits(String(numbers.length - shown.length)) })}
          </li>
        )}
      </List>
      <span className="lottery-family-result__facts" data-testid="lottery-result-facts">
        <span className="visually-hidden">: </span>
        {summary.join(' · ')}
      </span>
    </span>
  );
}
