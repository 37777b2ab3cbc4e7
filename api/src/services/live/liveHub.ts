import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { unreadCounts } from '../members/memberExtras.js';
import { getBalance } from '../wallet/walletService.js';
import { StreamSet, type EventStream } from './streamSet.js';

export interface LiveOptions {
  /** How often the outbox (`member_events`) is read while streams are open. */
  pollMs: number;
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /** How often open streams re-check their session (logout, expiry). */
  sessionCheckMs: number;
  /** Outbox rows older than this are deleted. */
  retentionMs: number;
  /**
   * Open streams one member may hold on this instance. A browser holds one (its tabs share
   * it), so this allows a few devices; a new stream beyond it ends the member's oldest.
   */
  maxStreamsPerMember: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  pollMs: 500,
  heartbeatMs: 20_000,
  sessionCheckMs: 2_000,
  retentionMs: 10 * 60_000,
  maxStreamsPerMember: 5,
};

export const LIVE_TICKET_TTL_MS = 60_000;

type Kind = 'balance' | 'unread' | 'orders';

interface Stream extends EventStream {
  accountId: string;
  sessionHash: string;
  currencySymbol: string;
  idleTimeoutMs: number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues a single-use ticket for the member's stream (bound to the session). */
export async function issueLiveTicket(
  db: Kysely<Database>,
  session: { tokenHash: string; accountId: string; brandId: string },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('live_tickets')
    .values({
      ticket_hash: hash(ticket),
      session_hash: session.tokenHash,
      account_id: session.accountId,
      brand_id: session.brandId,
      expires_at: new Date(now.getTime() + LIVE_TICKET_TTL_MS),
    })
    .execute();
  await db.deleteFrom('live_tickets').where('expires_at', '<', now).execute();
  return ticket;
}

/** Burns a ticket; its session, account and brand when it was valid and unused. */
export async function redeemLiveTicket(db: Kysely<Database>, ticket: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const row = await db
    .updateTable('live_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['session_hash', 'account_id', 'brand_id'])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Server-sent events for logged-in members. Writers never talk to the hub: database triggers
 * put "balance/unread/orders changed for member X" rows into the `member_events` outbox (any writer,
 * any instance), and each instance polls the outbox only while it has open streams. Each
 * event carries the member's current state (not a delta), so a lost event is healed by the
 * next one and a reconnect needs only one snapshot.
 */
export class LiveHub {
  readonly #streams = new StreamSet<Stream>(
    (stream) => stream.accountId,
    () => this.#stopTimersIfIdle(),
  );
  #lastId = 0n;
  #started = false;
  #poller: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #sessionCheck: NodeJS.Timeout | null = null;
  #polling = false;
  #lastPrune = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: LiveOptions,
  ) {}

  get openStreams(): number {
    return this.#streams.size;
  }

  async #currentMaxId(accountId?: string): Promise<bigint> {
    let query = this.db.selectFrom('member_events').select(sql<string | null>`max(id)`.as('max'));
    if (accountId) query = query.where('account_id', '=', accountId);
    const row = await query.executeTakeFirst();
    return BigInt(row?.max ?? 0);
  }

  async #ensureStarted(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    // Rows written while nobody listened are only needed for a few minutes of resumes.
    await this.#prune();
    this.#lastId = await this.#currentMaxId();
    this.#poller = setInterval(() => void this.#poll(), this.options.pollMs);
    this.#heartbeat = setInterval(() => this.#streams.beat(), this.options.heartbeatMs);
    this.#sessionCheck = setInterval(() => void this.#checkSessions(), this.options.sessionCheckMs);
    for (const timer of [this.#poller, this.#heartbeat, this.#sessionCheck]) timer.unref();
  }

  #stopTimersIfIdle(): void {
    if (this.openStreams > 0 || !this.#started) return;
    for (const timer of [this.#poller, this.#heartbeat, this.#sessionCheck])
      if (timer) clearInterval(timer);
    this.#poller = this.#heartbeat = this.#sessionCheck = null;
    this.#started = false;
  }

  async #send(stream: Stream, kinds: Iterable<Kind>, id: bigint): Promise<void> {
    for (const kind of kinds) {
      const payload = await this.#payload(stream, kind, id);
      this.#streams.write(
        stream,
        `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify(payload)}\n\n`,
      );
    }
  }

  async #payload(stream: Stream, kind: Kind, id: bigint): Promise<object> {
    if (kind === 'balance') {
      const { sumBalance } = await getBalance(this.db, stream.accountId, stream.currencySymbol);
      return { sumBalance, currencySymbol: stream.currencySymbol };
    }
    if (kind === 'unread') return unreadCounts(this.db, stream.accountId, this.clock.now());
    // A deposit, withdrawal or redemption changed state (migration 0044), or a sportsbook bet
    // (0062): the member's pages reload their orders or bets when the version moves; the rows
    // themselves stay behind the API.
    return { version: String(id) };
  }

  /**
   * Opens a stream on a hijacked response. Without `lastEventId` the member gets a full
   * snapshot; with it, only the kinds that changed after that id (none: nothing is sent).
   */
  async open(
    response: ServerResponse,
    member: {
      accountId: string;
      sessionHash: string;
      currencySymbol: string;
      idleTimeoutMs: number;
    },
    lastEventId: bigint | null,
  ): Promise<void> {
    await this.#ensureStarted();
    const stream: Stream = { ...member, response, closed: false };
    this.#streams.add(stream, this.options.maxStreamsPerMember);
    this.#streams.write(stream, `retry: 3000\n: connected\n\n`);
    const latest = await this.#currentMaxId(member.accountId);
    const id = latest > this.#lastId ? latest : this.#lastId;
    if (lastEventId === null) {
      await this.#send(stream, ['balance', 'unread', 'orders'], id);
      return;
    }
    const changed = await this.db
      .selectFrom('member_events')
      .select('kind')
      .distinct()
      .where('account_id', '=', member.accountId)
      .where('id', '>', String(lastEventId))
      .execute();
    if (changed.length > 0) {
      await this.#send(
        stream,
        changed.map((row) => row.kind),
        id,
      );
    }
  }

  /** Reads new outbox rows and pushes the current state to the members they name. */
  async #poll(): Promise<void> {
    if (this.#polling || this.#streams.owners === 0) return;
    this.#polling = true;
    try {
      const rows = await this.db
        .selectFrom('member_events')
        .select(['id', 'account_id', 'kind'])
        .where('id', '>', String(this.#lastId))
        .orderBy('id')
        .limit(5_000)
        .execute();
      if (rows.length > 0) {
        const last = BigInt(rows[rows.length - 1]!.id);
        this.#lastId = last;
        const byAccount = new Map<string, Set<Kind>>();
        for (const row of rows) {
          if (!this.#streams.has(row.account_id)) continue;
          const kinds = byAccount.get(row.account_id) ?? new Set<Kind>();
          kinds.add(row.kind);
          byAccount.set(row.account_id, kinds);
        }
        for (const [accountId, kinds] of byAccount)
          for (const stream of this.#streams.of(accountId)) await this.#send(stream, kinds, last);
      }
      if (this.clock.now().getTime() - this.#lastPrune > 60_000) await this.#prune();
    } catch {
      // A failed poll (e.g. the database restarting) is retried on the next tick.
    } finally {
      this.#polling = false;
    }
  }

  async #prune(): Promise<void> {
    const now = this.clock.now().getTime();
    this.#lastPrune = now;
    await this.db
      .deleteFrom('member_events')
      .where('created_at', '<', new Date(now - this.options.retentionMs))
      .execute();
  }

  /** Ends streams whose session was deleted (logout, password change) or has expired. */
  async #checkSessions(): Promise<void> {
    const streams = this.#streams.all();
    if (streams.length === 0) return;
    try {
      const rows = await this.db
        .selectFrom('sessions')
        .select(['token_hash', 'last_seen_at', 'expires_at'])
        .where(
          'token_hash',
          'in',
          streams.map((stream) => stream.sessionHash),
        )
        .execute();
      const now = this.clock.now().getTime();
      const sessions = new Map(rows.map((row) => [row.token_hash, row]));
      for (const stream of streams) {
        const session = sessions.get(stream.sessionHash);
        if (!session) this.#streams.end(stream, 'logout');
        else if (
          now >= session.expires_at.getTime() ||
          now >= session.last_seen_at.getTime() + stream.idleTimeoutMs
        )
          this.#streams.end(stream, 'expired');
      }
    } catch {
      // Checked again on the next tick.
    }
  }

  /** Ends every stream (server shutdown); clients reconnect to another instance. */
  close(): void {
    this.#streams.closeAll();
    this.#stopTimersIfIdle();
  }
}
