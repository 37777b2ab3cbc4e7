import { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex.js';

/** int8 comes back as a string, like `pg` does, so money never loses precision. */
const INT8_OID = 20;

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [INT8_OID]: (value: string) => value },
  });
}

/**
 * Presents one PGlite instance as the `pg`-style pool Kysely's PostgresDialect expects.
 * PGlite executes one query at a time and has a single session, so a client holds the
 * mutex from `connect()` until `release()`: a transaction keeps the session to itself.
 */
export class PglitePool implements PostgresPool {
  readonly #mutex = new Mutex();
  #closed = false;

  constructor(
    readonly pglite: PGlite,
    private readonly options: { closeOnEnd: boolean } = { closeOnEnd: true },
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#closed) throw new Error('PGlite pool has been closed');
    const release = await this.#mutex.acquire();
    const pglite = this.pglite;
    let released = false;
    return {
      async query<R>(
        sql: string,
        parameters: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> {
        if (released) throw new Error('PGlite client used after release');
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        return {
          command: (result as { command?: string }).command ?? commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } as PostgresQueryResult<R>;
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    } as PostgresPoolClient;
  }

  /**
   * LISTENs on PGlite's single session. It takes the mutex so the LISTEN never lands inside
   * another client's transaction (a rollback would undo it). PGlite lives in this process, so
   * the subscription never drops, and a NOTIFY reaches the listener as its transaction commits.
   */
  async listen(
    channel: string,
    listener: { notified(payload: string): void; listening(up: boolean): void },
  ): Promise<() => Promise<void>> {
    const release = await this.#mutex.acquire();
    let unlisten: () => Promise<void>;
    try {
      unlisten = await this.pglite.listen(channel, (payload) => listener.notified(payload));
    } finally {
      release();
    }
    listener.listening(true);
    return async () => {
      if (this.pglite.closed) return;
      const releaseAgain = await this.#mutex.acquire();
      try {
        await unlisten();
      } finally {
        releaseAgain();
      }
    };
  }

  async end(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    // Wait for in-flight work to finish before closing.
    const release = await this.#mutex.acquire();
    try {
      if (this.options.closeOnEnd && !this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  switch (word) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
    case 'SELECT':
      return word;
    default:
      return 'SELECT';
  }
}
