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

/** What a LISTEN subscriber hears: each NOTIFY payload, and whether it can trust it hears all. */
export interface NotificationListener {
  notified(payload: string): void;
  /** false while the listening connection is down (notifications may be missed), true again after. */
  listening(up: boolean): void;
}

export interface NotificationSource {
  /** LISTENs on `channel` until the returned function is called. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
}

export interface OpenedDatabase extends NotificationSource {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Destroys the Kysely instance and closes the pool / PGlite. */
  close(): Promise<void>;
}

/** Beyond this many distinct statements a connection stops preparing new ones (memory bound). */
const MAX_PREPARED_STATEMENTS = 500;

/**
 * A `pg` client that prepares each statement once per connection (a named statement keyed by
 * its SQL text) and afterwards only binds and executes it: PostgreSQL skips parsing and
 * planning, and Kysely's queries keep one text per shape, so the set stays small.
 */
class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // pg's overloads are not expressible on a subclass; Kysely calls query(text, values).
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
      const name = this.#statementName(config);
      if (name) return super.query({ name, text: config, values }) as never;
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }

  #statementName(text: string): string | null {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= MAX_PREPARED_STATEMENTS) return null;
    const name = `s${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}

const RELISTEN_DELAY_MS = 1_000;
const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

/** A dedicated connection that LISTENs, and reconnects (telling the listener) when it drops. */
function listenOnPostgres(config: pg.ClientConfig): NotificationSource['listen'] {
  return async (channel, listener) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(config);
      next.on('notification', (message) => {
        if (message.channel === channel) listener.notified(message.payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        listener.listening(false);
        if (!stopped) retry = setTimeout(() => void connect().catch(lost), RELISTEN_DELAY_MS);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      listener.listening(true);
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    };
  };
}

/** int8 → string (default in `pg`, stated for clarity); numeric stays string too. */
pg.types.setTypeParser(20, (value: string) => value);

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const poolConfig: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      max: 10,
      ...options.pgPoolConfig,
      // Prepared statements save the parsing; a plan per execution keeps each query's plan
      // fitted to its values (a generic plan of the game list sorted all 5,700 rows of a vendor).
      options: [CUSTOM_PLANS, options.pgPoolConfig?.options].filter(Boolean).join(' '),
    };
    const pool = new pg.Pool({ ...poolConfig, Client: PreparingClient });
    pool.on('error', (error) => {
      // An idle client failed (e.g. server restart); the pool replaces it.
      process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      listen: listenOnPostgres(poolConfig),
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await openPglite(options.dataDir);
  const pool = new PglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    listen: (channel, listener) => pool.listen(channel, listener),
    close: () => db.destroy(),
  };
}
