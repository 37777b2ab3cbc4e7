import { useTranslation } from '@site/shared';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { waitsForOthers, type TableState } from './table-rules';

type SeatControlsProps = {
  state: TableState;
  busy: boolean;
  /** Sits down (first free seat) or deals the member back in: both are confirmed first. */
  onJoin: (join: 'sit' | 'ready') => void;
  onSitOut: () => void;
  onStand: () => void;
};

/** Joining and leaving the table (sit down, sit out, deal me in, stand up) and what it waits for. */
export function SeatControls({ state, busy, onJoin, onSitOut, onStand }: SeatControlsProps) {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  const mine = state.seats.find((seat) => seat.you);
  if (!mine)
    return (
      <div className="tp-joins">
        <button
          type="button"
          className="site-button site-button--primary"
          data-testid="tp-sit"
          disabled={busy || state.seats.length >= state.table.seats}
          onClick={() => onJoin('sit')}
        >
          {t('joins.sit')}
        </button>
      </div>
    );
  const playing =
    state.hand?.state === 'PLAYING' && state.hand.players.some((player) => player.you);
  return (
    <div className="tp-joins">
      {waitsForOthers(state) && mine.ready && (
        <p className="tp-note" role="status" data-testid="tp-waiting">
          {t('table.waitsForOthers')}
        </p>
      )}
      {!mine.ready && <p className="tp-note">{t('table.notReadyNote')}</p>}
      <div className="tp-joins__buttons">
        {mine.ready ? (
          <button
            type="button"
            className="site-button"
            data-testid="tp-sit-out"
            disabled={busy}
            onClick={onSitOut}
          >
            {t('joins.sitOut')}
          </button>
        ) : (
          <button
            type="button"
            className="site-button site-button--primary"
            data-testid="tp-ready"
            disabled={busy}
            onClick={() => onJoin('ready')}
          >
            {t('joins.ready')}
          </button>
        )}
        <button
          type="button"
          className="site-button"
          data-testid="tp-stand"
          disabled={busy || playing}
          onClick={onStand}
        >
          {t('joins.stand')}
        </button>
      </div>
    </div>
  );
}
