import { formatMoney, useTranslation } from '@site/shared';
import type { TeenPattiAction } from '@site/contracts';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { atBlindLimit, legalActions, waitedForSeat, type TableState } from './table-rules';

type ActionBarProps = {
  state: TableState;
  currencySymbol: string;
  busy: boolean;
  onAct: (action: TeenPattiAction) => void;
};

/** The button's words: a blind player's chaal is called blind. */
function actionLabelKey(action: TeenPattiAction, blind: boolean): string {
  if (action === 'CHAAL' || action === 'RAISE')
    return `actions.${action}_${blind ? 'BLIND' : 'SEEN'}`;
  return `actions.${action}`;
}

/**
 * The moves the rules allow the member on this turn only, each with what it costs; whom the
 * table waits for otherwise, and a side show's question to the member in words.
 */
export function ActionBar({ state, currencySymbol, busy, onAct }: ActionBarProps) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const hand = state.hand;
  if (!hand || hand.state !== 'PLAYING') return null;
  const me = hand.players.find((player) => player.you);
  const nameOf = (seat: number | null) =>
    seat === state.yourSeat
      ? t('seat.you')
      : (state.seats.find((s) => s.seat === seat)?.name ?? '');
  const options = legalActions(state).filter((option) => option.action !== 'SEE');
  const waited = waitedForSeat(hand);
  const sideShow = hand.sideShow;
  const mustSeeNow = waited === state.yourSeat && me !== undefined && atBlindLimit(me, state.table);
  return (
    <section className="tp-actions" aria-label={t('actions.label')} data-testid="tp-actions">
      {sideShow && sideShow.toSeat === state.yourSeat ? (
        <p className="tp-actions__ask">
          {t('actions.sideShowAsked', { name: nameOf(sideShow.fromSeat) })}
        </p>
      ) : sideShow ? (
        <p>
          {t('actions.sideShowWaiting', {
            from: nameOf(sideShow.fromSeat),
            to: nameOf(sideShow.toSeat),
          })}
        </p>
      ) : waited !== state.yourSeat && waited !== null ? (
        <p>{t('actions.waitingFor', { name: nameOf(waited) })}</p>
      ) : mustSeeNow ? (
        <p data-testid="tp-must-see">{t('errors.TEEN_PATTI_MUST_SEE')}</p>
      ) : null}
      {options.length > 0 && (
        <div className="tp-actions__buttons">
          {options.map((option) => (
            <button
              key={option.action}
              type="button"
              className={`site-button tp-action tp-action--${option.action.toLowerCase()}`}
              data-testid={`tp-act-${option.action}`}
              disabled={busy}
              onClick={() => onAct(option.action)}
            >
              <span>{t(actionLabelKey(option.action, me?.status === 'BLIND'))}</span>
              {option.cost > 0 && (
                <span className="tp-action__cost">
                  <span className="visually-hidden">
                    {t('actions.costs', {
                      amount: formatMoney(option.cost, currencySymbol, i18n.language),
                    })}
                  </span>
                  <span aria-hidden="true">
                    {formatMoney(option.cost, currencySymbol, i18n.language)}
                  </span>
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
