import { formatMoney, useTranslation } from '@site/shared';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { CardFace } from './card-face.component';
import type { TableState } from './table-rules';

/**
 * A finished hand: who won and how, the pot, the rake the house took and what the winner was
 * paid; at a show, both hands with their names.
 */
export function HandResult({
  state,
  currencySymbol,
}: {
  state: TableState;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const hand = state.hand;
  if (!hand || hand.state !== 'FINISHED' || hand.winnerSeat === null || !hand.endedBy) return null;
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const nameOf = (seat: number) =>
    seat === state.yourSeat
      ? t('seat.you')
      : (state.seats.find((s) => s.seat === seat)?.name ?? '');
  const rake = hand.rake ?? 0;
  const youWon = hand.players.some((player) => player.you && player.seat === hand.winnerSeat);
  const shown = hand.players.filter(
    (player) => player.cards !== null && player.handCategory !== null,
  );
  return (
    <section className="tp-result" data-testid="tp-result" aria-labelledby="tp-result-title">
      <h2 id="tp-result-title">{t('result.title', { n: hand.handNo })}</h2>
      <p className="tp-result__winner" data-testid="tp-result-winner">
        {youWon
          ? t('result.youWin', { amount: money(hand.pot - rake) })
          : t(`result.${hand.endedBy}`, { name: nameOf(hand.winnerSeat) })}
      </p>
      <dl className="tp-facts">
        <div>
          <dt>{t('result.pot')}</dt>
          <dd>{money(hand.pot)}</dd>
        </div>
        <div>
          <dt>{t('result.rake')}</dt>
          <dd data-testid="tp-result-rake">{money(rake)}</dd>
        </div>
        <div>
          <dt>{t('result.paid')}</dt>
          <dd>{money(hand.pot - rake)}</dd>
        </div>
      </dl>
      {hand.endedBy === 'SHOW' && shown.length > 0 && (
        <>
          <h3>{t('result.shownHands')}</h3>
          <ul className="tp-result__hands">
            {shown.map((player) => (
              <li key={player.seat} data-testid={`tp-shown-${player.seat}`}>
                <span className="tp-result__name">
                  {nameOf(player.seat)}
                  {player.seat === hand.winnerSeat ? ` · ${t('seat.winner')}` : ''}
                </span>
                <span className="tp-result__cards">
                  {(player.cards ?? []).map((card) => (
                    <CardFace key={card} card={card} />
                  ))}
                </span>
                <span className="tp-result__category">{t(`hands.${player.handCategory}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
