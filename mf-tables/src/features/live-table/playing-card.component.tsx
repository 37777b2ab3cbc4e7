import { useTranslation } from '@site/shared';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { LIVE_TABLE_CONFIG } from './live-table-config';

const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_SIGNS: Record<string, string> = { T: '10' };

/**
 * A card dealt face up, drawn in CSS. `order` is its place in the deal: the card turns over
 * after the ones before it (reduced motion: all at once, no turning; live-table.css).
 */
export function PlayingCard({ card, order }: { card: string; order: number }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const rank = card[0]!;
  const suit = card[1]!;
  return (
    <span
      className={`lt-card lt-card--${suit === 'H' || suit === 'D' ? 'red' : 'black'}`}
      style={{ animationDelay: `${order * LIVE_TABLE_CONFIG.dealStepMs}ms` }}
      role="img"
      aria-label={t('card.name', { rank: t(`card.rank.${rank}`), suit: t(`card.suit.${suit}`) })}
    >
      <span aria-hidden="true">
        {RANK_SIGNS[rank] ?? rank}
        {SUIT_SIGNS[suit]}
      </span>
    </span>
  );
}

/** A card still face down (the hand is being dealt). */
export function CardBack() {
  return <span className="lt-card lt-card--back" aria-hidden="true" />;
}
