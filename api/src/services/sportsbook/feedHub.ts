import type { ServerResponse } from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { SportsFeedChange } from '@site/contracts';
import type { NotificationSource } from '../../db/connect.js';
import { SharedListen } from '../../db/sharedListen.js';
import { SPORTS_FEED_CHANNEL } from '../../db/migrations/0061_sportsbook_feed.js';
import type { Database } from '../../db/schema.js';

export interface FeedHubOptions {
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /**
   * Bytes a page may leave unread before its stream is ended (it reconnects and resumes from
   * its last change number): a slow page never holds the process's memory.
   */
  maxBufferedBytes: number;
  /** Rows a resume may replay; an older resume point is told to load the lists again. */
  maxResumeRows: number;
  /** Open streams per process. */
  maxStreams: number;
}

export const DEFAULT_FEED_HUB_OPTIONS: FeedHubOptions = {
  heartbeatMs: 20_000,
  maxBufferedBytes: 256 * 1024,
  maxResumeRows: 5_000,
  maxStreams: 20_000,
};

interface Stream {
  response: ServerResponse;
  /** Only these events' changes (null: all). */
  events: Set<string> | null;
}

/** Changes after `after` up to `upTo`, as the push sends them. */
async function changesBetween(
  db: Kysely<Database>,
  after: bigint,
  upTo: bigint | null,
  limit: number,
): Promise<{ change: SportsFeedChange; truncated: boolean } | null> {
  const upper = upTo ?? BigInt('9223372036854775807');
  let [events, markets, prices] = await Promise.all([
    db
      .selectFrom('sports_events')
      .select([
        'id',
        'status',
        'trader_suspended',
        'score',
        'starts_at',
        'change_seq',
        'updated_at',
      ])
      .where('change_seq', '>', String(after))
      .where('change_seq', '<=', String(upper))
      .orderBy('change_seq')
      .limit(limit + 1)
      .execute(),
    db
      .selectFrom('sports_markets')
      .select(['id', 'event_id', 'state', 'result', 'result_version', 'change_seq', 'updated_at'])
      .where('change_seq', '>', String(after))
      .where('change_seq', '<=', String(upper))
      .orderBy('change_seq')
      .limit(limit + 1)
      .execute(),
    db
      .selectFrom('sports_selections as s')
      .innerJoin('sports_markets as m', 'm.id', 's.market_id')
      .select([
        's.id',
        's.market_id',
        'm.event_id',
        's.odds_milli',
        's.price_version',
        's.change_seq',
        's.updated_at',
      ])
      .where('s.change_seq', '>', String(after))
      .where('s.change_seq', '<=', String(upper))
      .orderBy('s.change_seq')
      .limit(limit + 1)
      .execute(),
  ]);
  // A table cut at `limit` rows is complete only up to its last row: so is the change.
  let cutoff: bigint | null = null;
  for (const table of [events, markets, prices])
    if (table.length > limit) {
      const last = BigInt(table.at(-1)!.change_seq);
      if (cutoff === null || last < cutoff) cutoff = last;
    }
  const within = <Row extends { change_seq: string }>(table: Row[]) =>
    cutoff === null ? table : table.filter((row) => BigInt(row.change_seq) <= cutoff);
  [events, markets, prices] = [within(events), within(markets), within(prices)];
  if (events.length + markets.length + prices.length === 0) return null;
  let seq = after;
  let at = 0;
  for (const row of [...events, ...markets, ...prices]) {
    if (BigInt(row.change_seq) > seq) seq = BigInt(row.change_seq);
    at = Math.max(at, row.updated_at.getTime());
  }
  return {
    truncated: cutoff !== null,
    change: {
      seq: String(seq),
      at,
      events: events.map((row) => ({
        id: row.id,
        status: row.status,
        suspended: row.trader_suspended,
        score: row.score,
        startsAt: row.starts_at.toISOString(),
      })),
      markets: markets.map((row) => ({
        id: row.id,
        eventId: row.event_id,
        state: row.state,
        result: row.result,
        resultVersion: row.result_version,
      })),
      prices: prices.map((row) => ({
        id: row.id,
        marketId: row.market_id,
        eventId: row.event_id,
        oddsMilli: row.odds_milli,
        priceVersion: row.price_version,
      })),
    },
  };
}

/** The part of a change a stream watching some events receives (null: none of it). */
function forEvents(change: SportsFeedChange, events: Set<string>): SportsFeedChange | null {
  const part = {
    ...change,
    events: change.events.filter((event) => events.has(event.id)),
    markets: change.markets.filter((market) => events.has(market.eventId)),
    prices: change.prices.filter((price) => events.has(price.eventId)),
  };
  return part.events.length + part.markets.length + part.prices.length > 0 ? part : null;
}

const message = (change: SportsFeedChange) =>
  `id: ${change.seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * The public push of odds, scores and market states (issue 43 item 6), server-sent events.
 * Writers never talk to the hub: every write of the feed's tables numbers its rows in commit
 * order and NOTIFYs `sports_feed_changed` (migration 0061). Each process LISTENs once, reads the
 * rows changed since the last number it relayed (one query set per change, whatever the number
 * of pages), and writes the same serialised message to every stream: fan-out from one place.
 * A page resumes after a reconnect from its last number (Last-Event-ID) and receives every row
 * changed since, in its current state.
 */
export class FeedHub {
  readonly #streams = new Set<Stream>();
  #lastSeq: bigint | null = null;
  /** Relays and resumes run one at a time, in order: a resuming stream misses nothing. */
  #queue: Promise<void> = Promise.resolve();
  #pending = false;
  readonly #listen: SharedListen;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    notifications: NotificationSource | undefined,
    private readonly options: FeedHubOptions = DEFAULT_FEED_HUB_OPTIONS,
  ) {
    this.#listen = new SharedListen(
      notifications,
      SPORTS_FEED_CHANNEL,
      {
        notified: () => this.#relaySoon(),
        // Changes while the connection was down are read by number when it is back.
        listening: (up) => {
          if (up) this.#relaySoon();
        },
      },
      () =>
        this.#serially(async () => {
          this.#lastSeq ??= await this.#currentSeq();
        }),
    );
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  #serially(work: () => Promise<void>): Promise<void> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #start(): Promise<void> {
    if (!(await this.#listen.start())) return;
    if (!this.#heartbeat) {
      this.#heartbeat = setInterval(() => {
        for (const stream of this.#streams) this.#write(stream, ': ping\n\n');
      }, this.options.heartbeatMs);
      this.#heartbeat.unref();
    }
  }

  /** The greatest committed change number (the sequence may be ahead of commits). */
  async #currentSeq(): Promise<bigint> {
    const { rows } = await sql<{ seq: string | null }>`select greatest(
      (select max(change_seq) from sports_events),
      (select max(change_seq) from sports_markets),
      (select max(change_seq) from sports_selections)) as seq`.execute(this.db);
    return BigInt(rows[0]?.seq ?? 0);
  }

  /** Coalesces notifications: one read covers every change committed before it. */
  #relaySoon(): void {
    if (this.#pending) return;
    this.#pending = true;
    void this.#serially(async () => {
      this.#pending = false;
      await this.#relay();
    });
  }

  async #relay(): Promise<void> {
    if (this.#lastSeq === null) return;
    for (;;) {
      const read = await changesBetween(this.db, this.#lastSeq, null, this.options.maxResumeRows);
      if (!read) return;
      this.#lastSeq = BigInt(read.change.seq);
      this.#broadcast(read.change);
      if (!read.truncated) return;
    }
  }

  #broadcast(change: SportsFeedChange): void {
    if (this.#streams.size === 0) return;
    const whole = message(change);
    for (const stream of this.#streams) {
      if (!stream.events) this.#write(stream, whole);
      else {
        const part = forEvents(change, stream.events);
        if (part) this.#write(stream, message(part));
      }
    }
  }

  /** Writes, or ends a stream whose page is too slow to read (it resumes on reconnect). */
  #write(stream: Stream, chunk: string): void {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > this.options.maxBufferedBytes) {
      this.#streams.delete(stream);
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  /**
   * Opens a stream on a hijacked response; with `after`, first replays what changed since
   * (or tells the page to load again when that is too much).
   */
  async open(
    response: ServerResponse,
    after: bigint | null,
    events: Set<string> | null,
  ): Promise<boolean> {
    if (this.#streams.size >= this.options.maxStreams) return false;
    await this.#start();
    const stream: Stream = { response, events };
    await this.#serially(async () => {
      const upTo = this.#lastSeq ?? (await this.#currentSeq());
      response.write(
        `retry: 3000\nid: ${upTo}\nevent: ready\ndata: ${JSON.stringify({ seq: String(upTo) })}\n\n`,
      );
      if (after !== null && after < upTo) {
        const read = await changesBetween(this.db, after, upTo, this.options.maxResumeRows);
        if (read?.truncated) response.write(`id: ${upTo}\nevent: reset\ndata: {}\n\n`);
        else if (read) {
          const change = { ...read.change, seq: String(upTo) };
          const part = events ? forEvents(change, events) : change;
          if (part) response.write(message(part));
        }
      }
      this.#streams.add(stream);
    });
    response.on('close', () => this.#streams.delete(stream));
    return true;
  }

  /** Ends every stream and stops listening (server shutdown); pages reconnect elsewhere. */
  async close(): Promise<void> {
    for (const stream of this.#streams) stream.response.end();
    this.#streams.clear();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    await this.#listen.stop();
  }
}
