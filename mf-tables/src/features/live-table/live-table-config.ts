/** Every business constant of the live tables' pages in one place. */
export const LIVE_TABLE_CONFIG = {
  /** The brand's currency has two decimals: chips are kept in minor units (× 100). */
  minorPerMajor: 100,
  /** Chip values as multiples of the table's smallest minimum; the ones under its maximum show. */
  chipMultiples: [1, 5, 10, 50, 100, 500] as readonly number[],
  /** The countdown is announced to screen readers at these seconds left, not every second. */
  announceAtSeconds: [10, 5] as readonly number[],
  /** Results shown in the "last results" strip and the fight history. */
  lastResultsShown: 12,
  /** The API takes at most this many spots in one placement. */
  maxSpotsPerPlacement: 20,
  /** While the list's push is down, the list is read again this often. */
  listFallbackRefreshMs: 15_000,
  /** A card is dealt (or the ball thrown) every this many ms in the dealer area. */
  dealStepMs: 700,
} as const;
