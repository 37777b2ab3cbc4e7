import type { OpsQueueEvent } from '@site/contracts';
import { parseQueueEvent, reconnectDelay, type LiveState } from './queue-live';

/** What the connection needs of the browser (replaced in tests). */
export type LiveConnectionDeps = {
  /** Trades the session's bearer token for a one-minute single-use ticket. */
  ticket: () => Promise<string>;
  openEventSource: (url: string) => EventSource;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

type Listener = {
  onEvent: (event: OpsQueueEvent) => void;
  /** The server may have missed changes (or the stream was down): ask for everything. */
  onResync: () => void;
};

/**
 * The console's one stream of queue changes (one per signed-in console, whatever the number of
 * queues open): opens with a fresh ticket, reconnects with back-off when it drops, and stops
 * for good when the server ends the session (the queues' next call then signs the operator out).
 */
export class QueueLiveConnection {
  #state: LiveState = 'connecting';
  #source: EventSource | null = null;
  #timer: unknown = null;
  #attempt = 0;
  #stopped = false;
  readonly #listeners = new Set<Listener>();
  readonly #stateListeners = new Set<() => void>();

  constructor(private readonly deps: LiveConnectionDeps) {}

  get state(): LiveState {
    return this.#state;
  }

  start(): void {
    this.#stopped = false;
    void this.#open();
  }

  stop(): void {
    this.#stopped = true;
    this.#source?.close();
    this.#source = null;
    if (this.#timer !== null) this.deps.clearTimeout(this.#timer);
    this.#timer = null;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  #setState(state: LiveState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of [...this.#stateListeners]) listener();
  }

  async #open(): Promise<void> {
    if (this.#stopped) return;
    let ticket: string;
    try {
      ticket = await this.deps.ticket();
    } catch {
      this.#retry();
      return;
    }
    if (this.#stopped) return;
    const source = this.deps.openEventSource(`/ops/events?ticket=${encodeURIComponent(ticket)}`);
    this.#source = source;
    source.addEventListener('ready', () => {
      const missed = this.#attempt > 0;
      this.#attempt = 0;
      this.#setState('live');
      // Changes while the stream was down came only to the slow poll: catch up now.
      if (missed) this.#resync();
    });
    source.addEventListener('queue', (message) => {
      const event = parseQueueEvent((message as MessageEvent<string>).data);
      if (event) for (const listener of [...this.#listeners]) listener.onEvent(event);
    });
    source.addEventListener('resync', () => this.#resync());
    source.addEventListener('session-ended', () => {
      // Reconnecting with this session is pointless; the slow poll meets the 401.
      source.close();
      this.#source = null;
      this.#setState('reconnecting');
    });
    // A ticket opens one stream once: the browser's own reconnection would be refused.
    source.onerror = () => {
      if (this.#source !== source) return;
      source.close();
      this.#source = null;
      this.#retry();
    };
  }

  #resync(): void {
    for (const listener of [...this.#listeners]) listener.onResync();
  }

  #retry(): void {
    if (this.#stopped) return;
    this.#setState('reconnecting');
    this.#attempt += 1;
    this.#timer = this.deps.setTimeout(() => {
      this.#timer = null;
      void this.#open();
    }, reconnectDelay(this.#attempt));
  }
}
