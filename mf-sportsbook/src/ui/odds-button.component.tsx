import { useTranslation } from '@site/shared';
import { NAMESPACE } from '../i18n/translations';
import { oddsText } from './odds-format/odds-text';
import type { OddsFormat } from './odds-format/odds-format';
import { useMoved } from './use-moved';

type OddsButtonProps = {
  /** What the selection is ("Dhaka Dynamites", "Over 160.5"), shown above its price. */
  label: string;
  /** The market and event it belongs to, for a screen reader's name of the button. */
  context: string;
  oddsMilli: number;
  format: OddsFormat;
  picked: boolean;
  /** A suspended, closed or settled market takes no bets: its prices show locked. */
  locked: boolean;
  onPick: () => void;
};

/** One price: picks its selection into the slip; flashes up or down when the price moves. */
export function OddsButton({
  label,
  context,
  oddsMilli,
  format,
  picked,
  locked,
  onPick,
}: OddsButtonProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const moved = useMoved(oddsMilli);
  const price = oddsText(oddsMilli, format, i18n.language);
  const className = [
    'sb-odds',
    picked && 'sb-odds--picked',
    locked && 'sb-odds--locked',
    moved && `sb-odds--${moved}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={picked}
      disabled={locked}
      onClick={onPick}
    >
      <span className="sb-odds__label">{label}</span>{' '}
      <span className="sb-odds__price">
        {locked ? (
          <span aria-hidden="true">🔒</span>
        ) : (
          <>
            {price}
            {moved && (
              <span className="sb-odds__arrow" aria-hidden="true">
                {moved === 'up' ? '▲' : '▼'}
              </span>
            )}
          </>
        )}
      </span>
      {/* The name a screen reader hears starts with what is seen (WCAG 2.5.3), then says where. */}
      <span className="sb-visually-hidden">
        {t(locked ? 'odds.lockedContext' : 'odds.context', { context })}
      </span>
    </button>
  );
}
