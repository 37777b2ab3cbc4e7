import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  OPERATOR_IDLE_MINUTES,
  OPS_QUEUE_ROLES,
  type OperatorRole,
  type OpsQueue,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';
import { SharedListen } from '../../db/sharedListen.js';
import { OPS_QUEUE_CHANNEL } from '../../db/migrations/0060_ops_live_push.js';
import type { Database } from '../../db/schema.js';
import { StreamSet, type EventStream } from './streamSet.js';

export interface OpsLiveOptions {
  /** Comment lines that keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /** How often open streams re-check their session (sign-out, revocation, expiry, idle end). */
  sessionCheckMs: number;
  /** How often raffle periods whose draw time has come are looked for. */
  raffleDueCheckMs: number;
  /** Open streams one operator may hold on this instance; a new one beyond ends its oldest. */
  maxStreamsPerOperator: number;
}

export const DEFAULT_OPS_LIVE_OPTIONS: OpsLiveOptions = {
  heartbeatMs: 20_000,
  sessionCheckMs: 5_000,
  raffleDueCheckMs: 30_000,
  maxStreamsPerOperator: 3,
};

export const OPS_LIVE_TICKET_TTL_MS = 60_000;

/** Who a stream belongs to: its session, and what the operator may see (refreshed each check). */
export interface OpsStreamOwner {
  operatorId: string;
  sessionHash: string;
  roles: readonly OperatorRole[];
  /** null: every brand. */
  brandIds: readonly string[] | null;
}

type Stream = OpsStreamOwner & EventStream;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const isQueue = (value: string): value is OpsQueue => Object.hasOwn(OPS_QUEUE_ROLES, value);

/** The queue and brand id a `ops_queue_changed` announcement names, or null when malformed. */
export function parseQueueChange(payload: string): { queue: OpsQueue; brandId: string } | null {
  const match = /^([a-z]+):([1-9][0-9]{0,18})$/.exec(payload);
  if (!match || !isQueue(match[1]!)) return null;
  return { queue: match[1], brandId: match[2]! };
}

/** Whether an operator may be told of a change of `queue` for the brand (its role and brands). */
export function mayReceive(
  operator: Pick<OpsStreamOwner, 'roles' | 'brandIds'>,
  queue: OpsQueue,
  brandId: string,
): boolean {
  const role = OPS_QUEUE_ROLES[queue];
  if (!operator.roles.includes('admin') && !operator.roles.includes(role)) return false;
  return operator.brandIds === null || operator.brandIds.includes(brandId);
}

/** Issues a single-use ticket for the stream of the operator session `token`. */
export async function issueOpsLiveTicket(
  db: Kysely<Database>,
  session: { token: string; operatorId: string },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('ops_live_tickets')
    .values({
      ticket_hash: hash(ticket),
      // operator_sessions.token_hash: the token's SHA-256 (operatorAccounts.ts).
      session_hash: hash(session.token),
      operator_id: session.operatorId,
      expires_at: new Date(now.getTime() + OPS_LIVE_TICKET_TTL_MS),
    })
    .execute();
  await db.deleteFrom('ops_live_tickets').where('expires_at', '<', now).execute();
  return ticket;
}

/**
 * Burns a ticket: the stream's owner when the ticket was valid and unused and its session is
 * still whole (not revoked, expired, idle, or disabled). Opening a stream is not a use of the
 * session: it does not move the session's last use on.
 */
export async function redeemOpsLiveTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<OpsStreamOwner | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const burnt = await db
    .updateTable('ops_live_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['session_hash'])
    .executeTakeFirst();
  if (!burnt) return null;
  const [owner] = await sessionsOf(db, [burnt.session_hash], now);
  return owner ?? null;
}

/** The whole sessions among `hashes` with their operators' current roles and brands. */
async function sessionsOf(
  db: Kysely<Database>,
  hashes: readonly string[],
  now: Date,
): Promise<OpsStreamOwner[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.token_hash', 'o.id', 'o.roles', 'o.brand_ids'])
    .where('s.token_hash', 'in', [...hashes])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_used_at', '>', new Date(now.getTime() - OPERATOR_IDLE_MINUTES * 60_000))
    .where('s.second_factor', '<>', 'enrolment-required')
    .where('o.disabled_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    operatorId: row.id,
    sessionHash: row.token_hash,
    roles: row.roles,
    brandIds: row.brand_ids,
  }));
}

/**
 * Server-sent events for operators (issue 45 item 3). Writers never talk to the hub: triggers
 * announce every change of a queue's rows on `ops_queue_changed` (migration 0060) at commit,
 * heard by every API process that LISTENs (PostgreSQL, or PGlite's single session), and each
 * tells the streams of operators who may read that queue of that brand. Events carry only the
 * queue and the brand's code: the console asks for the list, through its roles and brands, again.
 * A stream never counts as a use of its session: an operator who stops working is signed out
 * after OPERATOR_IDLE_MINUTES with the stream open, and the stream then ends.
 */
export class OpsLiveHub {
  readonly #streams = new StreamSet<Stream>(
    (stream) => stream.operatorId,
    () => this.#stopTimers(),
  );
  readonly #listen: SharedListen;
  #missed = false;
  #timers: NodeJS.Timeout[] = [];
  #lastRaffleCheck = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    notifications: NotificationSource | undefined,
    private readonly merchantCodeOf: (brandId: string) => Promise<string | null>,
    private readonly options: OpsLiveOptions,
  ) {
    this.#listen = new SharedListen(notifications, OPS_QUEUE_CHANNEL, {
      notified: (payload) => void this.#announce(payload),
      listening: (up) => {
        if (!up) this.#missed = true;
        else if (this.#missed) {
          // Changes made while the connection was down were not heard: ask for everything.
          this.#missed = false;
          this.#broadcast('resync', {}, () => true);
        }
      },
    });
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  #startTimers(): void {
    if (this.#timers.length > 0) return;
    this.#lastRaffleCheck = this.clock.now().getTime();
    this.#timers = [
      setInterval(() => this.#streams.beat(), this.options.heartbeatMs),
      setInterval(() => void this.#checkSessions(), this.options.sessionCheckMs),
      setInterval(() => void this.#checkRafflesDue(), this.options.raffleDueCheckMs),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  #stopTimers(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
  }

  #broadcast(event: string, data: object, to: (stream: Stream) => boolean): void {
    const chunk = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of this.#streams.all()) if (to(stream)) this.#streams.write(stream, chunk);
  }

  async #announce(payload: string): Promise<void> {
    const change = parseQueueChange(payload);
    if (!change || this.#streams.owners === 0) return;
    await this.#tell(change.queue, change.brandId);
  }

  async #tell(queue: OpsQueue, brandId: string): Promise<void> {
    const merchantCode = await this.merchantCodeOf(brandId).catch(() => null);
    if (!merchantCode) return;
    this.#broadcast('queue', { queue, merchantCode }, (stream) =>
      mayReceive(stream, queue, brandId),
    );
  }

  /** Opens a stream on a hijacked response; the operator's oldest beyond the bound ends. */
  async open(response: ServerResponse, owner: OpsStreamOwner): Promise<void> {
    // LISTENs once per process (a failed attempt is tried again at the next stream).
    await this.#listen.start();
    this.#startTimers();
    const stream: Stream = { ...owner, response, closed: false };
    this.#streams.add(stream, this.options.maxStreamsPerOperator);
    this.#streams.write(stream, `retry: 3000\nevent: ready\ndata: {}\n\n`);
  }

  /** Ends streams whose session ended; follows changes of the operator's roles and brands. */
  async #checkSessions(): Promise<void> {
    const streams = this.#streams.all();
    if (streams.length === 0) return;
    try {
      const whole = await sessionsOf(
        this.db,
        [...new Set(streams.map((stream) => stream.sessionHash))],
        this.clock.now(),
      );
      const bySession = new Map(whole.map((owner) => [owner.sessionHash, owner]));
      for (const stream of streams) {
        const owner = bySession.get(stream.sessionHash);
        if (!owner) this.#streams.end(stream, 'session-ended');
        else {
          stream.roles = owner.roles;
          stream.brandIds = owner.brandIds;
        }
      }
    } catch {
      // Checked again on the next tick.
    }
  }

  /** A raffle period whose draw time came is due (no row changes then): tell finance. */
  async #checkRafflesDue(): Promise<void> {
    const now = this.clock.now().getTime();
    const since = this.#lastRaffleCheck;
    if (now <= since || this.#streams.owners === 0) return;
    try {
      const rows = await this.db
        .selectFrom('raffle_tickets as t')
        .innerJoin('promotions as p', 'p.id', 't.promotion_id')
        .select('p.brand_id')
        .distinct()
        .where('t.draw_at', '>', new Date(since))
        .where('t.draw_at', '<=', new Date(now))
        .execute();
      this.#lastRaffleCheck = now;
      for (const row of rows) await this.#tell('raffles', row.brand_id);
    } catch {
      // Looked for again on the next tick, over the same span.
    }
  }

  /** Ends every stream and stops listening (server shutdown); clients reconnect elsewhere. */
  async close(): Promise<void> {
    this.#streams.closeAll();
    this.#stopTimers();
    await this.#listen.stop();
  }
}
