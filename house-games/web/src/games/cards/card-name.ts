import { rankOf, rankValue, suitOf, type Card } from '@site/house-games/engines';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../chrome/format';

/** A card's spoken name in the reader's language ("Queen of hearts", "হরতনের বিবি", "7 of clubs"). */
export function cardName(t: TFunction, format: Formatters, card: Card | null): string {
  if (!card) return t('faceDown');
  const rank = rankOf(card);
  return t('card', {
    rank: 'AKQJ'.includes(rank) ? t(`ranks.${rank}`) : format.number(rankValue(card)),
    suit: t(`suits.${suitOf(card)}`),
  });
}
