import { randomBytes } from 'node:crypto';
import pg from 'pg';
// Global setup/teardown run outside jest's module mapper: keep them self-contained.
const PG_TEST_URL_ENV = 'SITE_TEST_PG_URL'; // = env.ts

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates `site_test_<random>` on the DATABASE_URL server; teardown drops it. */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for the postgres test project');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 5_000,
  });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  process.env[PG_TEST_URL_ENV] = withDatabase(serverUrl, name);
}
