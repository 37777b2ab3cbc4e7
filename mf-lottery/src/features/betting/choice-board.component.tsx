import { localizeDigits, useTranslation } from '@site/shared';
import { NAMESPACE } from '../../i18n/translations';
import { choiceLabel, groupsOf } from './choice-labels';

/**
 * A fast family's bet board: each choice of the bet type is a toggle button saying what it pays
 * (WinGo's colours in their colours, K3's sums, SSC's digits by position, PK10's cars by
 * place, keno's 80 numbers); each picked choice is one line of the slip.
 */
export function ChoiceBoard({
  betType,
  choices,
  picks,
  onToggle,
}: {
  betType: string;
  choices: ReadonlyArray<{ value: string; payout: number }>;
  picks: readonly string[];
  onToggle: (value: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const digits = (value: string) => localizeDigits(value, i18n.language);
  return (
    <div className="lottery-choices" data-testid="lottery-choices" data-bet-type={betType}>
      {groupsOf(choices).map(({ position, choices: grouped }) => (
        <div
          key={position ?? 'all'}
          role="group"
          className="lottery-choices__group"
          aria-label={
            position === null
              ? t(`betTypes.${betType}.name`)
              : t(betType.startsWith('PK10') ? 'choices.placeGroup' : 'choices.digitGroup', {
                  position: digits(position),
                })
          }
        >
          {position !== null && (
            <span className="lottery-choices__position" aria-hidden="true">
              {t(betType.startsWith('PK10') ? 'choices.placeGroup' : 'choices.digitGroup', {
                position: digits(position),
              })}
            </span>
          )}
          {grouped.map(({ value, payout }) => {
            const label = choiceLabel(t, i18n.language, betType, value);
            const odds = t('choices.pays', { payout: digits(String(payout)) });
            return (
              <button
                key={value}
                type="button"
                className="lottery-choice"
                data-choice={value}
                data-testid={`lottery-choice-${value}`}
                aria-pressed={picks.includes(value)}
                aria-label={`${label}, ${odds}`}
                onClick={() => onToggle(value)}
              >
                <span className="lottery-choice__label">
                  {choiceLabel(t, i18n.language, betType, value, { short: true })}
                </span>
                <small aria-hidden="true">{odds}</small>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
