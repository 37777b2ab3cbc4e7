import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// Global setup/teardown run outside jest's module mapper: keep them self-contained.
const PGLITE_TEMPLATE_ENV = 'SITE_TEST_PGLITE_TEMPLATE'; // = env.ts

/**
 * Initialises one empty PGlite data folder (the slow part, 3-4 s) for the whole run;
 * each test file copies it, then migrates and seeds its copy.
 * Global setup runs outside jest's module mapper, so it imports nothing from src/ or ./env.
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-api-template-'));
  const pglite = await PGlite.create({ dataDir: dir });
  await pglite.query('select 1');
  await pglite.close();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
}
