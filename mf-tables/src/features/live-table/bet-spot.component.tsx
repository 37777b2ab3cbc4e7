import { useTranslation } from '@site/shared';
import type { ReactNode } from 'react';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';

/** What lies on one spot: the member's chips sent and laid, and everyone else's total. */
export interface SpotAmounts {
  mineMinor: number;
  laidMinor: number;
  othersMinor: number;
}

/**
 * One place to put chips. Its name for screen readers says the bet and what lies on it; the
 * member's chips show as a chip, the others' total under it.
 */
export function BetSpot({
  spot,
  label,
  pays,
  amounts,
  money,
  disabled,
  onLay,
  className = '',
  children,
}: {
  spot: string;
  label: string;
  pays?: string;
  amounts: SpotAmounts;
  money: (minor: number) => string;
  disabled: boolean;
  onLay: (spot: string) => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const mine = amounts.mineMinor + amounts.laidMinor;
  const description = [
    label,
    pays,
    mine > 0 ? t('board.mine', { amount: money(mine) }) : null,
    amounts.othersMinor > 0 ? t('board.others', { amount: money(amounts.othersMinor) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`lt-spot ${className}`}
      data-spot={spot}
      aria-label={description}
      aria-disabled={disabled}
      onClick={() => !disabled && onLay(spot)}
    >
      {children ?? (
        <>
          <span className="lt-spot__label">{label}</span>
          {pays && <span className="lt-spot__pays">{pays}</span>}
        </>
      )}
      {mine > 0 && (
        <span className="lt-stack" data-laid={amounts.laidMinor > 0} aria-hidden="true">
          {money(mine)}
        </span>
      )}
      {amounts.othersMinor > 0 && (
        <span className="lt-spot__others" aria-hidden="true">
          {t('board.othersShort', { amount: money(amounts.othersMinor) })}
        </span>
      )}
    </button>
  );
}
