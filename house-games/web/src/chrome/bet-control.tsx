import type { BetLimits } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from './house-context';

/**
 * The stakes a player steps through: the theme's minimum, 1-2-5 steps of its currency in range,
 * and its maximum, each a whole number of the theme's step.
 */
export function betLadder({ minMinor, maxMinor, stepMinor }: BetLimits): number[] {
  const ladder = new Set([minMinor]);
  for (let decade = 1; decade <= maxMinor; decade *= 10)
    for (const factor of [1, 2, 5]) {
      const value = decade * factor;
      if (value > minMinor && value < maxMinor && value % stepMinor === 0) ladder.add(value);
    }
  ladder.add(maxMinor);
  return [...ladder].sort((a, b) => a - b);
}

/** The bet stepper under a game: − and + through the ladder, the stake in the reader's digits. */
export function BetControl({
  limits,
  valueMinor,
  onChange,
  disabled,
}: {
  limits: BetLimits;
  valueMinor: number;
  onChange(valueMinor: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { format } = useHouse();
  const ladder = betLadder(limits);
  const index = Math.max(0, ladder.indexOf(valueMinor));
  return (
    <div className="house-bet" role="group" aria-label={t('bet')}>
      <button
        type="button"
        className="house-bet__step"
        aria-label={t('lowerBet')}
        disabled={disabled || index === 0}
        onClick={() => onChange(ladder[index - 1]!)}
      >
        −
      </button>
      <output className="house-bet__value" aria-live="polite">
        <small>{t('bet')}</small>
        <strong data-testid="house-bet">{format.moneyMinor(valueMinor)}</strong>
      </output>
      <button
        type="button"
        className="house-bet__step"
        aria-label={t('raiseBet')}
        disabled={disabled || index === ladder.length - 1}
        onClick={() => onChange(ladder[index + 1]!)}
      >
        +
      </button>
    </div>
  );
}
