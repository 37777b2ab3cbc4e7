import { useTranslation } from '@site/shared';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { cardFace, cardName, isRedSuit } from './card-name';

/**
 * One playing card: its rank and suit, or its back. A card that turns face up is dealt in with
 * a short flip, a still reveal when the reader asked for less motion (teen-patti.css).
 */
export function CardFace({
  card,
  size = 'small',
}: {
  card: string | null;
  size?: 'small' | 'large';
}) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const label = cardName(t, card, i18n.language);
  if (!card)
    return (
      <span className={`tp-card tp-card--back tp-card--${size}`} role="img" aria-label={label} />
    );
  const { rank, suit } = cardFace(card, i18n.language);
  return (
    <span
      key={card}
      className={`tp-card tp-card--face tp-card--${size}${isRedSuit(card) ? ' tp-card--red' : ''}`}
      role="img"
      aria-label={label}
    >
      <span aria-hidden="true" className="tp-card__rank">
        {rank}
      </span>
      <span aria-hidden="true" className="tp-card__suit">
        {suit}
      </span>
    </span>
  );
}
