/**
 * Jacks or Better, the 9/6 "full pay" table: pays per unit staked, the stake included (a pair of
 * jacks gives the stake back). With optimal holds it returns 99.54 %; with the simple strategy
 * of videoPoker.strategy.ts about 99.46 %.
 */
export const HAND_CATEGORIES = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export const JACKS_OR_BETTER_9_6: Record<HandCategory, number> = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
};

/** Return with optimal play, from the full enumeration of the game (Wizard of Odds, 9/6 JoB). */
export const OPTIMAL_RTP = 0.995439;

export const paytableRows = (): Array<{ category: HandCategory; multiplier: number }> =>
  HAND_CATEGORIES.map((category) => ({ category, multiplier: JACKS_OR_BETTER_9_6[category] }));
