/** The teen patti page's constants in one place. */
export const TEEN_PATTI_CONFIG = {
  /** The brand's currency has two decimals: amounts are compared in minor units (× 100). */
  minorPerMajor: 100,
  /** Cards in a teen patti hand (face down until seen). */
  cardsPerHand: 3,
  /** The turn timer is announced once more when this many seconds are left. */
  hurrySeconds: 10,
  /** How often the turn timer redraws (ms). */
  timerTickMs: 250,
} as const;
