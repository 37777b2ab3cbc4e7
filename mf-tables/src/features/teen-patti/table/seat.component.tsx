import { formatMoney, useTranslation } from '@site/shared';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { CardFace } from './card-face.component';
import type { SeatView } from './table-rules';
import { TurnTimer } from './turn-timer.component';

type SeatProps = {
  view: SeatView;
  placement: { x: number; y: number };
  currencySymbol: string;
  /** The turn's deadline when the clock waits for this seat. */
  deadline: string | null;
  turnSeconds: number;
  /** Offered on an empty seat while the member has none. */
  onSit?: () => void;
  busy: boolean;
};

/** One seat round the table: who sits there, their status, stake and cards, and the turn's ring. */
export function Seat({
  view,
  placement,
  currencySymbol,
  deadline,
  turnSeconds,
  onSit,
  busy,
}: SeatProps) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const style = { left: `${placement.x}%`, top: `${placement.y}%` };
  if (view.status === 'EMPTY')
    return (
      <li className="tp-seat tp-seat--empty" style={style} data-testid={`tp-seat-${view.seat}`}>
        {onSit ? (
          <button type="button" className="tp-seat__sit" disabled={busy} onClick={onSit}>
            {t('seat.sitHere', { seat: view.seat + 1 })}
          </button>
        ) : (
          <span className="tp-seat__name">{t('seat.empty')}</span>
        )}
      </li>
    );
  const name = view.you ? t('seat.you') : (view.name ?? '');
  return (
    <li
      className={`tp-seat tp-seat--${view.status.toLowerCase()}${view.you ? ' tp-seat--you' : ''}${view.waitedFor ? ' tp-seat--turn' : ''}${view.winner ? ' tp-seat--winner' : ''}`}
      style={style}
      data-testid={`tp-seat-${view.seat}`}
      data-status={view.status}
      aria-current={view.waitedFor ? 'true' : undefined}
    >
      <span className="tp-seat__head">
        {view.waitedFor && deadline ? (
          <TurnTimer deadline={deadline} turnSeconds={turnSeconds} />
        ) : (
          <span className="tp-seat__avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="tp-seat__who">
          <span className="tp-seat__name">{name}</span>
          <span className="tp-seat__status">
            {view.winner ? t('seat.winner') : t(`seat.status.${view.status}`)}
          </span>
        </span>
      </span>
      {view.staked !== null && (
        <span className="tp-seat__staked" data-testid={`tp-seat-${view.seat}-staked`}>
          <span className="visually-hidden">{t('seat.stakedLabel')}: </span>
          {formatMoney(view.staked, currencySymbol, i18n.language)}
        </span>
      )}
      {view.cards.length > 0 && !view.you && (
        <span className="tp-seat__cards">
          {view.cards.map((card, index) => (
            <CardFace key={`${index}:${card ?? 'back'}`} card={card} />
          ))}
        </span>
      )}
      {view.handCategory && !view.you && (
        <span className="tp-seat__category">{t(`hands.${view.handCategory}`)}</span>
      )}
    </li>
  );
}
