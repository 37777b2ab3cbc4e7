import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openPglite, PglitePool } from './pglitePool.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data folder (created when missing); `undefined` means in-memory. */
  dataDir?: string;
  /** Extra `pg` pool settings (e.g. `options: '-c search_path=...'` in tests). */
  pgPoolConfig?: pg.PoolConfig;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Destroys the Kysely instance and closes the pool / PGlite. */
  close(): Promise<void>;
}

/** int8 → string (default in `pg`, stated for clarity); numeric stays string too. */
pg.types.setTypeParser(20, (value: string) => value);

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      max: 10,
      ...options.pgPoolConfig,
    });
    pool.on('error', (error) => {
      // An idle client failed (e.g. server restart); the pool replaces it.
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await openPglite(options.dataDir);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PglitePool(pglite) }),
  });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
