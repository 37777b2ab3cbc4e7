import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { runSeed, type SeedOptions } from './seed/index.js';

/** Brings a database to the latest schema and inserts the demo data (idempotent). */
export async function prepareDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await migrateToLatest(db);
  await runSeed(db, options);
}
