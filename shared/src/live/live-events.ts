import type { Subscription } from 'rxjs';
import type { EventBus } from '../bus/event-bus';
import type { BalanceState, MemberSession, OrdersState, UnreadState } from '../bus/topics';
import { openEventStream, readJson, type EventStreamOptions } from './event-stream';

/**
 * Live balance, unread counts and order states (API: `GET /wps/live/events`, server-sent events).
 *
 * After login one tab per member (the leader, chosen with the Web Locks API) trades the
 * session token for a single-use ticket and opens the EventSource; it puts `balance`,
 * `unread` and `orders` on its bus and mirrors them to the member's other tabs over a BroadcastChannel.
 * When the leader tab closes, its lock is released and another tab takes over. Reconnects use
 * a fresh ticket (tickets are single use, so the browser's own retry would be refused), carry
 * the last event id, and back off up to 30 s. A `session-ended` event (logout, expiry, an
 * exclusion) or a refused ticket stops everything and tells the shell (`onSessionEnded`); the bus
 * going to guest stops everything. A follower tab whose session ended learns it when the leader
 * steps down: it becomes the leader and its token buys no ticket.
 */

type LiveMessage =
  | { kind: 'balance'; data: BalanceState }
  | { kind: 'unread'; data: UnreadState }
  | { kind: 'orders'; data: OrdersState };

interface ChannelLike {
  postMessage(message: LiveMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LiveMessage>) => void): void;
  close(): void;
}
type ChannelFactory = new (name: string) => ChannelLike;

interface LocksLike {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export interface LiveEventsOptions {
  apiBaseUrl: string;
  bus: EventBus;
  getMerchantCode: () => string | null;
  fetchImpl?: typeof fetch;
  EventSourceImpl?: EventStreamOptions['EventSourceImpl'];
  /** null: no cross-tab mirroring (each tab keeps its own stream). */
  BroadcastChannelImpl?: ChannelFactory | null;
  /** null: no leader election (each tab is its own leader). */
  locks?: LocksLike | null;
  schedule?: EventStreamOptions['schedule'];
  cancel?: EventStreamOptions['cancel'];
  backoff?: EventStreamOptions['backoff'];
  /**
   * The server says this tab's session is over (its stream ended with `session-ended`, or its
   * token buys no ticket): a logout elsewhere, an expiry, a time-out or self-exclusion that ended
   * every session of the account. The shell ends the session here too, at once.
   */
  onSessionEnded?: () => void;
}

const LIVE_KINDS = ['balance', 'unread', 'orders'] as const;

/** Starts following the bus's session; returns the function that stops everything. */
export function startLiveEvents(options: LiveEventsOptions): () => void {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch?.bind(globalThis);
  const ChannelImpl =
    options.BroadcastChannelImpl === undefined
      ? (globalThis.BroadcastChannel as unknown as ChannelFactory | undefined)
      : (options.BroadcastChannelImpl ?? undefined);
  const locks =
    options.locks === undefined
      ? ((globalThis.navigator as { locks?: LocksLike } | undefined)?.locks ?? null)
      : options.locks;
  const base = options.apiBaseUrl.replace(/\/$/, '');
  const { bus } = options;

  let current: { stop(): void; key: string } | null = null;

  function follow(session: MemberSession) {
    const key = `${session.merchantCode}:${session.account}:${session.token}`;
    if (current?.key === key) return;
    current?.stop();
    current = run(session, key);
  }

  function apply(message: LiveMessage) {
    if (message.kind === 'balance') bus.setState('balance', message.data);
    else if (message.kind === 'unread') bus.setState('unread', message.data);
    else bus.setState('orders', message.data);
  }

  function run(session: MemberSession, key: string) {
    let stopped = false;
    let closeStream: (() => void) | null = null;
    const abort = new AbortController();
    const scope = `${session.merchantCode}:${session.account}`;
    const channel = ChannelImpl ? new ChannelImpl(`site-live:${scope}`) : null;
    // Followers (and the leader, for symmetry) apply what the leader tab broadcasts.
    channel?.addEventListener('message', (event) => {
      if (!stopped && event.data && LIVE_KINDS.includes(event.data.kind)) apply(event.data);
    });
    let releaseLeadership: () => void = () => {};

    /** Null when the session is over: the session feature ends it; nothing to reconnect to. */
    async function ticket(): Promise<string | null> {
      const headers: Record<string, string> = { Authorization: `Bearer ${session.token}` };
      const merchant = options.getMerchantCode();
      if (merchant) headers.Merchant = merchant;
      const response = await fetchImpl!(`${base}/wps/live/ticket`, { method: 'POST', headers });
      if (response.status === 401) return null;
      if (!response.ok) throw new Error(`no live ticket (${response.status})`);
      return ((await response.json()) as { value: { ticket: string } }).value.ticket;
    }

    function connect() {
      if (stopped || !fetchImpl) return;
      const relay = (kind: LiveMessage['kind']) => (data: string) => {
        const message = { kind, data: readJson(data) } as LiveMessage;
        if (message.data === undefined) return;
        apply(message);
        channel?.postMessage(message);
      };
      closeStream = openEventStream({
        url: `${base}/wps/live/events`,
        getTicket: ticket,
        on: {
          ...Object.fromEntries(LIVE_KINDS.map((kind) => [kind, relay(kind)])),
          'session-ended': () => sessionEnded(),
        },
        onEnded: () => sessionEnded(),
        EventSourceImpl: options.EventSourceImpl,
        backoff: options.backoff,
        schedule: options.schedule,
        cancel: options.cancel,
      });
    }

    function sessionEnded() {
      if (stopped) return;
      stop();
      options.onSessionEnded?.();
    }

    function stop() {
      if (stopped) return;
      stopped = true;
      closeStream?.();
      closeStream = null;
      channel?.close();
      abort.abort();
      releaseLeadership();
      if (current?.key === key) current = null;
    }

    if (locks) {
      // Held until stop(): the tab that holds it streams; the others wait in line.
      locks
        .request(`site-live:${scope}`, { signal: abort.signal }, () => {
          if (stopped) return Promise.resolve();
          connect();
          return new Promise<void>((resolve) => {
            releaseLeadership = resolve;
          });
        })
        .catch(() => {
          // Aborted while waiting (logout, other account): nothing to do.
        });
    } else connect();

    return { stop, key };
  }

  const subscription: Subscription = bus.state('session').subscribe((session) => {
    if (session.status === 'member') follow(session);
    else {
      current?.stop();
      current = null;
    }
  });

  return () => {
    subscription.unsubscribe();
    current?.stop();
    current = null;
  };
}
