import type { ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';
import { SharedListen } from '../../db/sharedListen.js';
import { LIVE_TABLES_CHANNEL } from '../../db/migrations/0063_live_tables.js';
import type { Database } from '../../db/schema.js';
import { brandCards, brandOfTable, tableCard } from './tableCards.js';
import { tableState } from './tableReads.js';

export interface TableHubOptions {
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Bytes a page may leave unread before its stream is ended (it reconnects and resumes). */
  maxBufferedBytes: number;
  /** Open streams per process. */
  maxStreams: number;
}

export const DEFAULT_TABLE_HUB_OPTIONS: TableHubOptions = {
  heartbeatMs: 20_000,
  maxBufferedBytes: 256 * 1024,
  maxStreams: 20_000,
};

/** What a stream watches: one table's page, or one brand's list of tables. */
const TABLE = 'table:';
const BRAND = 'brand:';

const message = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The tables' push (issue 42 item 4), server-sent events like the sportsbook's and the member's
 * pushes: one-way is all a table needs (bets go by POST, which keeps its idempotency and its
 * errors), it passes every proxy, and EventSource reconnects by itself. Every round change and
 * every placement NOTIFYs `live_tables_changed` with its table (migration 0063); each process
 * LISTENs once, and for each changed table reads once what its watchers need and writes the same
 * message to all of them. Two kinds of watchers:
 *
 * - a table's page (`event: state`): the table's whole state (the round now with its deadline on
 *   the server's clock, the last results, the totals);
 * - a brand's list (`event: list` first, the brand's tables as cards, then `event: table`, the
 *   card of one table that changed): one stream for the whole list, since a browser holds only
 *   six connections to an origin over HTTP/1.1. Another brand's tables never reach it.
 *
 * A page (re)connecting receives the whole state or list first: it resumes from the tables'
 * state, not from an event log.
 */
export class TableHub {
  /** Watchers by topic (`table:<id>` or `brand:<id>`); a topic's set stays once made. */
  readonly #streams = new Map<string, Set<ServerResponse>>();
  /** Relays queued and not started yet, by what they send (a topic's snapshot, a table's card). */
  readonly #pending = new Set<string>();
  readonly #queues = new Map<string, Promise<void>>();
  /** Each table's brand, asked once (a table never changes brand). */
  readonly #brandOf = new Map<string, Promise<string | null>>();
  /**
   * The card last sent to each table's brand lists. Every list watcher has it or a newer one (a
   * list read after it, in the topic's order), and rounds only move forward.
   */
  readonly #lastCards = new Map<string, string>();
  #listsWatched = false;
  readonly #listen: SharedListen;
  #heartbeat: NodeJS.Timeout | null = null;
  #count = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    notifications: NotificationSource | undefined,
    private readonly options: TableHubOptions = DEFAULT_TABLE_HUB_OPTIONS,
  ) {
    this.#listen = new SharedListen(notifications, LIVE_TABLES_CHANNEL, {
      notified: (tableId) => this.#changed(tableId),
      // What changed while the connection was down: every watched topic is read again whole.
      listening: (up) => {
        if (up) for (const topic of this.#streams.keys()) this.#relaySnapshotSoon(topic);
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
        for (const response of streams) this.#write(response, streams, ': ping\n\n');
    }, this.options.heartbeatMs).unref();
  }

  /** A topic's reads and writes run one at a time, in order: a watcher misses no change. */
  #serially(topic: string, work: () => Promise<void>): Promise<void> {
    const next = (this.#queues.get(topic) ?? Promise.resolve()).then(work, work);
    const settled = next.catch(() => undefined);
    this.#queues.set(topic, settled);
    void settled.then(() => {
      if (this.#queues.get(topic) === settled) this.#queues.delete(topic);
    });
    return next;
  }

  /** A table changed: its page's watchers get its state, its brand's lists its card. */
  #changed(tableId: string): void {
    this.#relaySnapshotSoon(TABLE + tableId);
    if (!this.#listsWatched) return;
    void this.#brandOfTable(tableId).then((brandId) => {
      if (!brandId) return;
      this.#relaySoon(BRAND + brandId, `card:${tableId}`, async () => {
        const now = this.clock.now();
        const card = await tableCard(this.db, tableId);
        // A placement changes the table's totals, not its card: the lists hear nothing of it.
        const sent = card && JSON.stringify(card);
        if (!sent || this.#lastCards.get(tableId) === sent) return null;
        this.#lastCards.set(tableId, sent);
        return message('table', { table: card, serverTime: now.toISOString() });
      });
    });
  }

  #brandOfTable(tableId: string): Promise<string | null> {
    let brandId = this.#brandOf.get(tableId);
    if (!brandId) {
      brandId = brandOfTable(this.db, tableId).catch(() => {
        // Asked again at the next change.
        this.#brandOf.delete(tableId);
        return null;
      });
      this.#brandOf.set(tableId, brandId);
    }
    return brandId;
  }

  /** A topic's whole message: a table's state, or a brand's list of cards. */
  async #snapshot(topic: string): Promise<string> {
    const now = this.clock.now();
    if (topic.startsWith(BRAND)) {
      const list = await brandCards(this.db, topic.slice(BRAND.length));
      return message('list', { list, serverTime: now.toISOString() });
    }
    return message('state', await tableState(this.db, topic.slice(TABLE.length), now));
  }

  #relaySnapshotSoon(topic: string): void {
    this.#relaySoon(topic, topic, () => this.#snapshot(topic));
  }

  /**
   * Coalesces a topic's changes: a relay waiting to start (by its key) covers every change
   * committed before it reads. Nothing is read for a topic nobody watches.
   */
  #relaySoon(topic: string, key: string, read: () => Promise<string | null>): void {
    if (!this.#streams.has(topic) || this.#pending.has(key)) return;
    this.#pending.add(key);
    void this.#serially(topic, async () => {
      this.#pending.delete(key);
      const streams = this.#streams.get(topic);
      if (!streams || streams.size === 0) return;
      const chunk = await read();
      if (chunk) for (const response of streams) this.#write(response, streams, chunk);
    }).catch(() => undefined);
  }

  #write(response: ServerResponse, streams: Set<ServerResponse>, chunk: string): void {
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > this.options.maxBufferedBytes) {
      // Its 'close' (below, in #open) takes it off the count.
      streams.delete(response);
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  /** Opens a table's stream on a hijacked response: the table's state first, then every change. */
  open(response: ServerResponse, tableId: string): Promise<boolean> {
    return this.#open(response, TABLE + tableId);
  }

  /** Opens a brand's list stream: every open table's card first, then each card that changes. */
  openList(response: ServerResponse, brandId: string): Promise<boolean> {
    this.#listsWatched = true;
    return this.#open(response, BRAND + brandId);
  }

  /**
   * The topic is watched before the first read, so a change committed meanwhile queues a relay
   * that runs after the first message is written.
   */
  async #open(response: ServerResponse, topic: string): Promise<boolean> {
    if (this.#count >= this.options.maxStreams) return false;
    await this.#start();
    const streams = this.#streams.get(topic) ?? new Set<ServerResponse>();
    this.#streams.set(topic, streams);
    this.#count += 1;
    let closed = false;
    response.on('close', () => {
      closed = true;
      this.#count -= 1;
      // The topic's set stays (one per topic): a watcher joining meanwhile keeps it watched.
      streams.delete(response);
    });
    await this.#serially(topic, async () => {
      response.write('retry: 3000\n\n');
      response.write(await this.#snapshot(topic));
      if (!closed) streams.add(response);
    });
    return true;
  }

  /** Ends every stream and stops listening (server shutdown); pages reconnect elsewhere. */
  async close(): Promise<void> {
    for (const streams of this.#streams.values()) for (const response of streams) response.end();
    this.#streams.clear();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    await this.#listen.stop();
  }
}
