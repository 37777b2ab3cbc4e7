import type { ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { NotificationSource } from '../../db/connect.js';
import { SharedListen } from '../../db/sharedListen.js';
import { TEEN_PATTI_CHANNEL } from '../../db/migrations/0064_teen_patti.js';
import type { Database } from '../../db/schema.js';
import { readTable, tableStateFor, type TableSnapshot } from './teenPattiTables.js';

export interface TeenPattiHubOptions {
  heartbeatMs: number;
  /** Open streams per process. */
  maxStreams: number;
}

export const DEFAULT_TEEN_PATTI_HUB_OPTIONS: TeenPattiHubOptions = {
  heartbeatMs: 20_000,
  maxStreams: 5_000,
};

interface Stream {
  response: ServerResponse;
  brandId: string;
  tableId: string;
  /** The member watching (their own cards are theirs to see); null for a visitor. */
  viewerId: string | null;
  /** The table version this page last received. */
  version: bigint;
}

/**
 * The push of a teen patti table (server-sent events). Every change of a table bumps its
 * version and NOTIFYs its id (migration 0064), whichever process made it; each process LISTENs
 * once and sends each of its pages on that table the table as that page's member may see it
 * (so never another player's cards). A page resumes from the table's state: on (re)connect it
 * receives the current state at once unless its Last-Event-ID is already that version.
 */
export class TeenPattiHub {
  readonly #streams = new Map<string, Set<Stream>>();
  #count = 0;
  #pendingTables = new Set<string>();
  #queue: Promise<void> = Promise.resolve();
  readonly #listen: SharedListen;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    notifications: NotificationSource | undefined,
    private readonly options: TeenPattiHubOptions = DEFAULT_TEEN_PATTI_HUB_OPTIONS,
  ) {
    this.#listen = new SharedListen(notifications, TEEN_PATTI_CHANNEL, {
      notified: (tableId) => this.#relaySoon(tableId),
      // Changes missed while the connection was down: every watched table is read again.
      listening: (up) => {
        if (up) for (const tableId of this.#streams.keys()) this.#relaySoon(tableId);
      },
    });
  }

  get openStreams(): number {
    return this.#count;
  }

  async #start(): Promise<void> {
    if (!(await this.#listen.start())) return;
    this.#heartbeat ??= setInterval(() => {
      for (const streams of this.#streams.values())
        for (const stream of streams) this.#write(stream, ': ping\n\n');
    }, this.options.heartbeatMs).unref();
  }

  /**
   * Coalesces a table's notifications: one relay covers every change committed before it, and
   * reads the table once for all of its pages, each then shown its own member's view.
   */
  #relaySoon(tableId: string): void {
    if (!this.#streams.has(tableId) || this.#pendingTables.has(tableId)) return;
    this.#pendingTables.add(tableId);
    const relay = async () => {
      this.#pendingTables.delete(tableId);
      const streams = [...(this.#streams.get(tableId) ?? [])];
      if (streams.length === 0) return;
      const snapshot = await readTable(this.db, streams[0]!.brandId, tableId);
      for (const stream of streams) this.#send(stream, snapshot);
    };
    this.#queue = this.#queue.then(relay, relay).catch(() => undefined);
  }

  /** Sends the table's state to one page when it is newer than what the page has. */
  #send(stream: Stream, snapshot: TableSnapshot): void {
    const version = BigInt(snapshot.table.version);
    if (version <= stream.version) return;
    stream.version = version;
    const state = tableStateFor(snapshot, stream.viewerId);
    this.#write(stream, `id: ${state.version}\nevent: state\ndata: ${JSON.stringify(state)}\n\n`);
  }

  #write(stream: Stream, chunk: string): void {
    if (!stream.response.writableEnded && !stream.response.destroyed) stream.response.write(chunk);
  }

  /** Opens a stream on a hijacked response; false when this process has too many. */
  async open(
    response: ServerResponse,
    watch: { brandId: string; tableId: string; viewerId: string | null },
    after: bigint | null,
  ): Promise<boolean> {
    if (this.#count >= this.options.maxStreams) return false;
    await this.#start();
    const stream: Stream = { response, ...watch, version: after ?? -1n };
    response.write('retry: 3000\n\n');
    let streams = this.#streams.get(watch.tableId);
    if (!streams) this.#streams.set(watch.tableId, (streams = new Set()));
    streams.add(stream);
    this.#count += 1;
    response.on('close', () => {
      if (streams.delete(stream)) this.#count -= 1;
      if (streams.size === 0) this.#streams.delete(watch.tableId);
    });
    this.#send(stream, await readTable(this.db, watch.brandId, watch.tableId));
    return true;
  }

  async close(): Promise<void> {
    for (const streams of this.#streams.values())
      for (const stream of streams) stream.response.end();
    this.#streams.clear();
    this.#count = 0;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    await this.#listen.stop();
  }
}
