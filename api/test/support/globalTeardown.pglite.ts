import { rm } from 'node:fs/promises';
const PGLITE_TEMPLATE_ENV = 'SITE_TEST_PGLITE_TEMPLATE'; // = env.ts (no imports here, see globalSetup)

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
}
