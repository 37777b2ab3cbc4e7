import pg from 'pg';
const PG_TEST_URL_ENV = 'SITE_TEST_PG_URL'; // = env.ts (no imports here, see globalSetup)

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function globalTeardown(): Promise<void> {
  const testUrl = process.env[PG_TEST_URL_ENV];
  if (!testUrl) return;
  const name = new URL(testUrl).pathname.slice(1);
  if (!/^site_test_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop database ${name}`);
  const admin = new pg.Client({
    connectionString: withDatabase(testUrl, 'postgres'),
    connectionTimeoutMillis: 5_000,
  });
  await admin.connect();
  try {
    // The template and any per-file copy a failed test file left behind.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $1 || '\\_%'`,
      [name],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
