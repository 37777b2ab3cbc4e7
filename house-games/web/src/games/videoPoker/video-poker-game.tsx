import type { Card } from '@site/house-games/engines';
import { videoPoker } from '@site/house-games/engines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { cardName } from '../cards/card-name';
import { HandControls, RoundStatus } from '../cards/hand-table';
import { PlayingCard } from '../cards/playing-card';
import { useHandRound } from '../cards/use-hand-round';
import { heldOn, noHolds, toggleHold } from './video-poker.holds';
import { VideoPokerPaytable } from './video-poker-paytable';
import './video-poker.css';

const FACE_DOWN: Array<Card | null> = Array<null>(videoPoker.HAND_SIZE).fill(null);

/** The machine: its paytable, five cards to hold, deal and draw, the paid hand and the win. */
export function VideoPokerGame({ theme }: { theme: videoPoker.VideoPokerTheme }) {
  const { t } = useTranslation('videoPoker');
  const { format, boot } = useHouse();
  const hand = useHandRound('videoPoker');
  const [holds, setHolds] = useState(noHolds);
  const round = hand.round;
  const view = round?.view as videoPoker.VideoPokerView | undefined;
  const settled = view?.phase === 'settled' ? view : null;
  const [betMinor, setBetMinor] = useState(() => view?.stakeMinor ?? theme.bet.minMinor);
  const held = settled
    ? settled.held
    : round
      ? heldOn(holds, round.roundId)
      : FACE_DOWN.map(() => false);
  const choosing = hand.open && !hand.busy;

  const result = settled
    ? settled.category
      ? t('won', {
          hand: t(`categories.${settled.category}`),
          amount: format.moneyMinor(settled.winMinor),
        })
      : t('lost')
    : hand.open
      ? t('hint')
      : t('ready');

  return (
    <div className="video-poker">
      <div className="video-poker__machine">
        <div className="house-title" aria-hidden="true">
          {boot.gameName}
        </div>
        <VideoPokerPaytable
          theme={theme}
          betMinor={betMinor}
          paid={settled?.category ?? null}
          className="video-poker-paytable"
        />
        <ul className="video-poker__hand" data-testid="video-poker-hand">
          {(view?.hand ?? FACE_DOWN).map((card, index) => (
            // Positions are the hand's identity: a drawn card replaces the one at its place.
            <li key={index}>
              <button
                type="button"
                className="video-poker__card"
                aria-pressed={held[index]}
                aria-label={t('cardButton', {
                  number: format.number(index + 1),
                  card: cardName(t, format, card),
                })}
                disabled={!choosing}
                onClick={() => round && setHolds(toggleHold(holds, round.roundId, index))}
              >
                <PlayingCard card={card} />
                <span className="video-poker__held" aria-hidden="true">
                  {held[index] ? t('held') : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <RoundStatus won={Boolean(settled?.winMinor)} testId="video-poker-result">
        {result}
      </RoundStatus>
      <HandControls
        kind="videoPoker"
        hand={hand}
        limits={theme.bet}
        betMinor={betMinor}
        onBetChange={setBetMinor}
      >
        <button
          type="button"
          className="house-play"
          disabled={hand.busy}
          onClick={() => hand.act({ type: 'draw', held })}
        >
          {hand.busy ? t('drawing') : t('draw')}
        </button>
      </HandControls>
    </div>
  );
}
