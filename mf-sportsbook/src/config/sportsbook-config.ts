/** Every business constant of the sportsbook page in one place, so a brand or a test changes it here. */
export const SPORTSBOOK_CONFIG = {
  /** Decimal odds unless the player chose another format (issue 43 item 3). */
  defaultOddsFormat: 'decimal',
  /** A price change is refused unless the player says otherwise: no surprise at settlement. */
  defaultOddsChangePolicy: 'NONE',
  /** Events per page of a list (the API's page size for `/sportsbook/events`). */
  eventsPageSize: 20,
  /** How long a moved price or score is marked up or down (ms). */
  flashMs: 1_500,
  /** At most this many events' changes are asked for by one page (the stream's limit). */
  streamMaxEvents: 50,
  /** Quick stake buttons (major units). */
  quickStakes: [100, 500, 1_000] as readonly number[],
  /** The brand's currency has two decimals: stakes are kept in minor units (× 100). */
  minorPerMajor: 100,
  /** Where the player's odds format is kept between visits. */
  oddsFormatStorageKey: 'sportsbook.oddsFormat',
  /** The member's bets per page. */
  betsPageSize: 20,
} as const;
