import type { Card } from '@site/house-games/engines';
import { blackjack } from '@site/house-games/engines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { cardName } from '../cards/card-name';
import { HandControls, RoundStatus } from '../cards/hand-table';
import { PlayingCard } from '../cards/playing-card';
import { useHandRound } from '../cards/use-hand-round';
import { activeHand, outcomeOf, totalParts } from './blackjack.view';
import './blackjack.css';

/** The player's moves in the order the table shows their buttons. */
const MOVES: blackjack.BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** A row of cards, each named for screen readers, fanned on the felt. */
function CardRow({ cards }: { cards: Array<Card | null> }) {
  const { t } = useTranslation('blackjack');
  const { format } = useHouse();
  return (
    <ul className="blackjack__cards">
      {cards.map((card, index) => (
        // A card keeps its place in a hand: the hole card turns over where it lies.
        <li key={index}>
          <PlayingCard card={card} label={cardName(t, format, card)} />
        </li>
      ))}
    </ul>
  );
}

/** A hand's total in the reader's digits, both counts of a soft hand ("৭/১৭"). */
function Total({ cards }: { cards: Array<Card | null> }) {
  const { t } = useTranslation('blackjack');
  const { format } = useHouse();
  const parts = totalParts(cards);
  if (parts.length === 0) return null;
  return (
    <span className="blackjack__total">
      {t('total', { total: parts.map((part) => format.number(part)).join('/') })}
    </span>
  );
}

/** The felt: the dealer's hand, the player's hand(s), the moves the round allows now. */
export function BlackjackGame({ theme }: { theme: blackjack.BlackjackTheme }) {
  const { t } = useTranslation('blackjack');
  const { format, boot } = useHouse();
  const hand = useHandRound('blackjack');
  const view = hand.round?.view as blackjack.BlackjackView | undefined;
  const [betMinor, setBetMinor] = useState(() => view?.stakeMinor ?? theme.bet.minMinor);
  const legal = hand.open && view ? view.legalActions : [];
  const active = view ? activeHand(view) : null;
  const settlement = view?.settlement ?? null;
  const insuranceCost = view ? view.stakeMinor * blackjack.BLACKJACK_RULES.insuranceShare : 0;

  const status = settlement
    ? settlement.winMinor > 0
      ? t('won', { amount: format.moneyMinor(settlement.winMinor) })
      : t('lost')
    : view?.phase === 'insurance'
      ? t('insuranceOffer', { cost: format.moneyMinor(insuranceCost) })
      : hand.open && active !== null
        ? view!.hands.length > 1
          ? t('yourMoveOn', { hand: format.number(active + 1) })
          : t('yourMove')
        : t('ready');

  return (
    <div className="blackjack">
      <div className="blackjack__table" data-testid="blackjack-table">
        <div className="house-title" aria-hidden="true">
          {boot.gameName}
        </div>
        <section className="blackjack__seat" aria-label={t('dealer')}>
          <h2 className="blackjack__label">
            {t('dealer')} {view ? <Total cards={view.dealer} /> : null}
          </h2>
          {view ? <CardRow cards={view.dealer} /> : <div className="blackjack__spot" />}
        </section>
        <p className="blackjack__print" aria-hidden="true">
          {t('feltPrint')}
        </p>
        <div className="blackjack__hands">
          {view ? (
            view.hands.map((playerHand, index) => {
              const outcome = outcomeOf(view, index);
              const playing = active === index && hand.open;
              return (
                <section
                  key={index}
                  className={`blackjack__seat${playing ? ' blackjack__seat--active' : ''}`}
                  aria-label={
                    view.hands.length > 1
                      ? t('handNumber', { number: format.number(index + 1) })
                      : t('yourHand')
                  }
                  aria-current={playing ? 'step' : undefined}
                >
                  <h2 className="blackjack__label">
                    {view.hands.length > 1
                      ? t('handNumber', { number: format.number(index + 1) })
                      : t('yourHand')}{' '}
                    <Total cards={playerHand.cards} />
                  </h2>
                  <CardRow cards={playerHand.cards} />
                  <p className="blackjack__stake">
                    {t(playerHand.doubled ? 'stakeDoubled' : 'stake', {
                      amount: format.moneyMinor(playerHand.stakeMinor),
                    })}
                    {outcome ? (
                      <strong className={`blackjack__outcome blackjack__outcome--${outcome}`}>
                        {t(`outcomes.${outcome}`)}
                      </strong>
                    ) : null}
                  </p>
                </section>
              );
            })
          ) : (
            <div className="blackjack__spot blackjack__spot--bet">
              {format.moneyMinor(betMinor)}
            </div>
          )}
        </div>
      </div>
      <RoundStatus won={Boolean(settlement?.winMinor)} testId="blackjack-result">
        {status}
        {settlement?.insurancePayoutMinor ? (
          <small className="blackjack__insurance-paid">
            {t('insurancePaid', { amount: format.moneyMinor(settlement.insurancePayoutMinor) })}
          </small>
        ) : null}
      </RoundStatus>
      <HandControls
        kind="blackjack"
        hand={hand}
        limits={theme.bet}
        betMinor={betMinor}
        onBetChange={setBetMinor}
      >
        {legal.includes('insure') ? (
          <>
            <button
              type="button"
              className="house-play"
              disabled={hand.busy}
              onClick={() => hand.act('insure')}
            >
              {t('insure', { cost: format.moneyMinor(insuranceCost) })}
            </button>
            <button
              type="button"
              className="house-button"
              disabled={hand.busy}
              onClick={() => hand.act('decline-insurance')}
            >
              {t('declineInsurance')}
            </button>
          </>
        ) : (
          MOVES.filter((move) => legal.includes(move)).map((move) => (
            <button
              key={move}
              type="button"
              className="house-play blackjack__move"
              disabled={hand.busy}
              onClick={() => hand.act(move)}
            >
              {t(`moves.${move}`)}
            </button>
          ))
        )}
      </HandControls>
    </div>
  );
}
