/**
 * Migrates and seeds the run's template database once, for global setup (which runs outside
 * jest's module mapper, so it starts this under tsx): every test file then gets a copy.
 *
 *   tsx test/support/prepare-template.ts pglite <dataDir> | postgres <url>
 */
import { openDatabase } from '../../src/db/connect.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { TEST_PASSWORD_HASH } from './env.js';

const [kind, target] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
  console.error('usage: prepare-template.ts pglite <dataDir> | postgres <url>');
  process.exit(2);
}
const database = await openDatabase(
  kind === 'pglite' ? { dataDir: target } : { databaseUrl: target },
);
try {
  await prepareDatabase(database.db, {
    clock: { now: () => new Date() },
    passwordHash: TEST_PASSWORD_HASH,
  });
} finally {
  await database.close();
}
