import { formatNumber } from '@site/shared';
import type { TFunction } from 'i18next';

const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card's rank as printed on it and its suit's symbol ('TH' → 10 ♥), in the reader's digits. */
export function cardFace(card: string, language: string): { rank: string; suit: string } {
  const rank = card[0] ?? '';
  const printed = /[2-9]/.test(rank)
    ? formatNumber(Number(rank), language)
    : rank === 'T'
      ? formatNumber(10, language)
      : rank;
  return { rank: printed, suit: SUIT_SYMBOLS[card[1] ?? ''] ?? '' };
}

/** A card's spoken name ("Queen of hearts", "হরতনের বিবি"); a face-down card says so. */
export function cardName(t: TFunction, card: string | null, language: string): string {
  if (!card) return t('cards.faceDown');
  const rank = card[0] ?? '';
  return t('cards.card', {
    rank: 'AKQJT'.includes(rank) ? t(`cards.ranks.${rank}`) : formatNumber(Number(rank), language),
    suit: t(`cards.suits.${card[1]}`),
  });
}

export const isRedSuit = (card: string) => card[1] === 'H' || card[1] === 'D';
