/**
 * The betting record's vendor of the house's shared-round tables (bet_records.vendor): their
 * rounds are not catalogue games, so a record names its category (LIVE, or SPORTS for the DS88
 * cockfights) as its game code, as the house sportsbook's do (services/records/betRecords.ts).
 */
export const HOUSE_TABLES_VENDOR = 'HOUSE_TABLES';

/** A placement's betting record: one per placement, so an undo voids exactly its chips. */
export const placementRoundId = (placementId: string) => `LT-${placementId}`;
