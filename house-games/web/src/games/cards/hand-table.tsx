import type { HouseHandRound } from '@site/contracts';
import type { BetLimits } from '@site/house-games/engines';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetControl } from '../../chrome/bet-control';
import type { useHandRound } from './use-hand-round';

type HandRound = ReturnType<typeof useHandRound>;

/** The round's result or next step, read out as it changes. */
export function RoundStatus({
  won,
  testId,
  children,
}: {
  won: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`house-result${won ? ' house-result--win' : ''}`}
      role="status"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * Under a card table: the bet and the deal button between rounds, the round's own moves
 * (`children`) while one is open. Labels come from the kind's namespace (`deal`, `dealing`).
 */
export function HandControls({
  kind,
  hand,
  limits,
  betMinor,
  onBetChange,
  children,
}: {
  kind: HouseHandRound['kind'];
  hand: HandRound;
  limits: BetLimits;
  betMinor: number;
  onBetChange(betMinor: number): void;
  children: ReactNode;
}) {
  const { t } = useTranslation(kind);
  return (
    <div className="house-controls">
      {hand.open ? (
        children
      ) : (
        <>
          <BetControl
            limits={limits}
            valueMinor={betMinor}
            onChange={onBetChange}
            disabled={hand.busy}
          />
          <button
            type="button"
            className="house-play"
            disabled={hand.busy}
            onClick={() => hand.deal(betMinor)}
          >
            {hand.busy ? t('dealing') : t('deal')}
          </button>
        </>
      )}
    </div>
  );
}
