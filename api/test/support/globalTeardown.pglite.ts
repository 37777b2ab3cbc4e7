import { rm } from 'node:fs/promises';
const PGLITE_TEMPLATE_ENV = 'SITE_TEST_PGLITE_TEMPLATE'; // = env.ts (no imports here, see globalSetup)

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) {
    // Said last, where it is read: a green run on PGlite alone proves less about concurrency.
    console.log(
      '\nAPI tests ran on PGlite only: the concurrency tests (wallet-concurrency*, login attempts) ' +
        'ran with one transaction at a time. Set DATABASE_URL (or run `pnpm test`, which finds or ' +
        'starts a PostgreSQL server) to run them on PostgreSQL too.',
    );
  }
}
