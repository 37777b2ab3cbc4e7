/**
 * Where an engine takes its randomness from: the fair stream of a round (`../fair`) in play and in
 * the player's check, any seeded source in the RTP bench. Engines draw only through it, so a
 * round's outcome is a function of the stream and the player's actions.
 */
export interface Rng {
  /** A float in [0, 1) built from 4 bytes of the stream. */
  nextFloat(): number;
}

/** An integer in [0, n): the float scaled, never a byte taken modulo n (no modulo bias). */
export const nextInt = (rng: Rng, n: number): number => Math.floor(rng.nextFloat() * n);
