import type { OpsQueueEvent } from '@site/contracts';
import { openEventStream, type EventStreamOptions } from '@site/shared';
import { parseQueueEvent, type LiveState } from './queue-live';

/** What the connection needs of the browser (replaced in tests). */
export type LiveConnectionDeps = {
  /** Trades the session's bearer token for a one-minute single-use ticket. */
  ticket: () => Promise<string>;
} & Pick<EventStreamOptions, 'EventSourceImpl' | 'schedule' | 'cancel'>;

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
  #close: (() => void) | null = null;
  /** The stream was down since it was last live: what changed meanwhile is asked for again. */
  #missed = false;
  readonly #listeners = new Set<Listener>();
  readonly #stateListeners = new Set<() => void>();

  constructor(private readonly deps: LiveConnectionDeps) {}

  get state(): LiveState {
    return this.#state;
  }

  start(): void {
    this.#close?.();
    this.#close = openEventStream({
      url: '/ops/events',
      getTicket: () => this.deps.ticket(),
      on: {
        ready: () => {
          this.#setState('live');
          if (this.#missed) this.#resync();
          this.#missed = false;
        },
        queue: (data) => {
          const event = parseQueueEvent(data);
          if (event) for (const listener of [...this.#listeners]) listener.onEvent(event);
        },
        resync: () => this.#resync(),
        // Reconnecting with this session is pointless; the slow poll meets the 401.
        'session-ended': () => {
          this.stop();
          this.#setState('reconnecting');
        },
      },
      onDown: () => {
        this.#missed = true;
        this.#setState('reconnecting');
      },
      EventSourceImpl: this.deps.EventSourceImpl,
      schedule: this.deps.schedule,
      cancel: this.deps.cancel,
    });
  }

  stop(): void {
    this.#close?.();
    this.#close = null;
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

  #resync(): void {
    for (const listener of [...this.#listeners]) listener.onResync();
  }
}
