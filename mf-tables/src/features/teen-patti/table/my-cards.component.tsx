import { useTranslation } from '@site/shared';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { CardFace } from './card-face.component';
import type { SeatView } from './table-rules';

/** The member's own three cards: face down until they choose to see them. */
export function MyCards({
  view,
  canSee,
  busy,
  onSee,
}: {
  view: SeatView;
  canSee: boolean;
  busy: boolean;
  onSee: () => void;
}) {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  if (view.cards.length === 0) return null;
  return (
    <section className="tp-mine" aria-label={t('cards.yours')} data-testid="tp-my-cards">
      <h2 className="tp-mine__title">{t('cards.yours')}</h2>
      <div className="tp-mine__cards">
        {view.cards.map((card, index) => (
          <CardFace key={`${index}:${card ?? 'back'}`} card={card} size="large" />
        ))}
      </div>
      {view.handCategory ? (
        <p className="tp-mine__category" data-testid="tp-my-category">
          {t(`hands.${view.handCategory}`)}
        </p>
      ) : (
        <p className="tp-muted">{t('cards.hidden')}</p>
      )}
      {canSee && (
        <button
          type="button"
          className="site-button site-button--primary"
          data-testid="tp-act-SEE"
          disabled={busy}
          onClick={onSee}
        >
          {t('actions.SEE')}
        </button>
      )}
    </section>
  );
}
