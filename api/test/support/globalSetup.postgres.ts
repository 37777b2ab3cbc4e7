import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
// Global setup/teardown run outside jest's module mapper: keep them self-contained.
const PG_TEST_URL_ENV = 'SITE_TEST_PG_URL'; // = env.ts

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Creates `site_test_<random>` on the DATABASE_URL server and migrates and seeds it once (the
 * API's own code, under tsx: global setup cannot import src/). Each test file gets its own
 * database copied from it (`create database … template`); teardown drops them all.
 */
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
    // A commit answers before its WAL reaches the disk: what every session sees is the same,
    // only a crash of the server could lose the last commits, and these databases are dropped
    // after the run. On a server with fsync on (Debian's own cluster) each commit waited for a
    // flush, and a test file took up to 5 times as long as its CPU time.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(serverUrl, name);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'prepare-template.ts'), 'postgres', templateUrl],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  process.env[PG_TEST_URL_ENV] = templateUrl;
}
