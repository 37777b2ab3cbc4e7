import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../src/db/connect.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { currentDbKind, PG_TEST_URL_ENV, PGLITE_TEMPLATE_ENV, TEST_PASSWORD_HASH } from './env.js';

export interface TestDatabase extends OpenedDatabase {
  /** Closes the connection and removes the copy / schema. */
  dispose(): Promise<void>;
}

/**
 * A private, migrated and seeded database for one test file: a copy of the PGlite template,
 * or a fresh schema in the run's PostgreSQL test database.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return currentDbKind() === 'postgres' ? createPostgresSchema() : copyPgliteTemplate();
}

async function copyPgliteTemplate(): Promise<TestDatabase> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template)
    throw new Error(`${PGLITE_TEMPLATE_ENV} is not set; run tests through jest.config.cjs`);
  const dir = await mkdtemp(path.join(tmpdir(), 'site-api-test-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  await prepareDatabase(database.db, {
    clock: { now: () => new Date() },
    passwordHash: TEST_PASSWORD_HASH,
  });
  return {
    ...database,
    async dispose() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(): Promise<TestDatabase> {
  const url = process.env[PG_TEST_URL_ENV];
  if (!url) throw new Error(`${PG_TEST_URL_ENV} is not set; run tests through jest.config.cjs`);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = await openDatabase({
    databaseUrl: url,
    pgPoolConfig: { options: `-c search_path=${schema}`, max: 4 },
  });
  await prepareDatabase(database.db, {
    clock: { now: () => new Date() },
    passwordHash: TEST_PASSWORD_HASH,
  });
  return {
    ...database,
    async dispose() {
      await database.close();
      try {
        await admin.query(`drop schema ${schema} cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}
