import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { PasswordHashParams } from '../services/auth/password.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { runSeed } from './seed/index.js';

/** Brings a database to the latest schema and inserts the demo data (idempotent). */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: { clock: Clock; passwordHash: PasswordHashParams },
): Promise<void> {
  await migrateToLatest(db);
  await runSeed(db, options);
}
