import type { Suit } from '@site/house-games/engines';

/** Each suit drawn about (0, 0) in a 20 × 20 box, so a pip scales and turns with a transform. */
const SUIT_PATHS: Record<Suit, string> = {
  H: 'M0 9C-12 0-10-10-5-10-2-10 0-7 0-5 0-7 2-10 5-10 10-10 12 0 0 9Z',
  D: 'M0-10 7.5 0 0 10-7.5 0Z',
  S: 'M0-10C-12-1-10 7-5 7-2.5 7-1.2 5.5-1 4.5L-3.5 10H3.5L1 4.5C1.2 5.5 2.5 7 5 7 10 7 12-1 0-10Z',
  C: 'M-1.2 2.5A4.6 4.6 0 1 1-2.2-4.2 4.6 4.6 0 1 1 2.2-4.2 4.6 4.6 0 1 1 1.2 2.5L3.5 10H-3.5Z',
};

export const isRedSuit = (suit: Suit) => suit === 'H' || suit === 'D';

/** One suit pip at (x, y), `size` wide, upside down on the card's lower half as on real cards. */
export function SuitShape({
  suit,
  x,
  y,
  size,
  flipped = false,
}: {
  suit: Suit;
  x: number;
  y: number;
  size: number;
  flipped?: boolean;
}) {
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x} ${y}) scale(${size / 20})${flipped ? ' rotate(180)' : ''}`}
    />
  );
}
