import { useTranslation } from '@site/shared';
import { FairnessPanel, type FairnessCheck } from '../../../ui/fairness-panel.component';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { CardFace } from '../table/card-face.component';
import type { TableState } from '../table/table-rules';

/** The deal as the browser recomputed it, one hand per player of the hand, named by `nameOf`. */
export function RecomputedDeal({
  players,
  dealt,
  nameOf,
}: {
  players: ReadonlyArray<{ seat: number }>;
  dealt: string[][];
  nameOf: (seat: number) => string;
}) {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  return (
    <div className="tp-deal">
      <p>{t('fairness.checkDeal')}</p>
      <ul>
        {dealt.map((cards, position) => (
          <li key={position}>
            <span className="tp-result__name">{nameOf(players[position]?.seat ?? position)}</span>
            <span className="tp-deal__cards">
              {cards.map((card) => (
                <CardFace key={card} card={card} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The hand's fairness: its deck's commitment before the deal, the seed after it, and the deal
 * recomputed in the browser (the engine loads on the first check). With no hand yet, the
 * commitment to the next hand's deck.
 */
export function HandFairness({ state }: { state: TableState }) {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  const hand = state.hand;
  if (!hand) return <FairnessPanel committedHash={state.nextServerSeedHash} revealedSeed={null} />;
  const check = async (): Promise<FairnessCheck> => {
    const { checkDeal } = await import('./fair-deal');
    const deal = checkDeal(hand);
    if (!deal) return { verified: false };
    const nameOf = (seat: number) =>
      seat === state.yourSeat
        ? t('seat.you')
        : (state.seats.find((taken) => taken.seat === seat)?.name ??
          t('seat.label', { seat: seat + 1 }));
    return {
      verified: deal.hashMatches && deal.cardsMatch,
      detail: <RecomputedDeal players={hand.players} dealt={deal.dealt} nameOf={nameOf} />,
    };
  };
  return (
    <>
      <FairnessPanel
        key={hand.id}
        committedHash={hand.serverSeedHash}
        revealedSeed={hand.serverSeed}
        facts={[
          { label: t('fairness.clientSeed'), value: hand.clientSeed },
          // Latin digits, as a checking tool takes them.
          { label: t('fairness.nonce'), value: String(hand.nonce) },
        ]}
        check={check}
      />
      {hand.state === 'FINISHED' && (
        <p className="tp-muted tables-mono" data-testid="tp-next-hash">
          {t('fairness.nextHash')}: {state.nextServerSeedHash}
        </p>
      )}
    </>
  );
}
