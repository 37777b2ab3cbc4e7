import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Global setup/teardown run outside jest's module mapper: keep them self-contained.
const PGLITE_TEMPLATE_ENV = 'SITE_TEST_PGLITE_TEMPLATE'; // = env.ts

/**
 * Makes one migrated and seeded PGlite data folder (initdb alone takes 3-4 s, the seed more)
 * for the whole run; each test file copies it. The seeding code is the API's own, run under
 * tsx in a child process because global setup cannot import src/.
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-api-template-'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'prepare-template.ts'), 'pglite', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  process.env[PGLITE_TEMPLATE_ENV] = dir;
}
