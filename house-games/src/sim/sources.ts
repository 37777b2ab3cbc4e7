import type { Rng } from '../engines/rng.js';
import { dealCard, newShoe, type Card } from '../engines/cards.js';

/**
 * A fast seeded source for measuring RTP and for tests (sfc32, a 128-bit state small fast
 * chaotic generator): floats have 32 bits like the fair stream's. Never used for real rounds.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next();
  return { nextFloat: () => next() / 2 ** 32 };
}

/** A source that hands out the given floats in order, for rules tests that stage a round. */
export function scriptedRng(floats: readonly number[]): Rng {
  let index = 0;
  return {
    nextFloat: () => {
      const float = floats[index];
      if (float === undefined) throw new Error(`scripted source ran out after ${index} floats`);
      index += 1;
      return float;
    },
  };
}

/**
 * A source that deals the given cards, in order, from a fresh shoe of `decks` decks: each float
 * lands in the middle of the slot of the wanted card, as dealCard reads it. For rules tests.
 */
export function rngDealing(cards: readonly Card[], decks = 1): Rng {
  const shoe = newShoe(decks);
  const floats = cards.map((card) => {
    const index = shoe.cards.indexOf(card, shoe.next);
    if (index < 0) throw new Error(`${card} is not left in the shoe`);
    const float = (index - shoe.next + 0.5) / (shoe.cards.length - shoe.next);
    dealCard(shoe, { nextFloat: () => float });
    return float;
  });
  return scriptedRng(floats);
}
