/**
 * One push stream (server-sent events) that resumes where it left off. A stream behind a
 * single-use ticket cannot use the browser's own reconnection (it would send the used ticket
 * again), and a stream that the server ended for good would stay closed; so this closes the
 * source on any error and connects again itself: with a fresh ticket when it needs one, and
 * the last event id in `resumeParam` (the server sends only what is newer), after a pause that
 * doubles up to `backoff.maxMs` and starts again once a connection opens. The pause is spread by
 * `backoff.jitter` (±20 % by default), so the pages an API restart dropped do not all come
 * back in the same second.
 */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface EventStreamOptions {
  /** The stream's address, without its ticket and resume point; relative to the page is fine. */
  url: string;
  /** The events followed, each given its raw data (see `readJson`). */
  on: Record<string, (data: string) => void>;
  /**
   * A single-use ticket for each connection (streams whose EventSource cannot send the
   * member's token). Null: the session is over, and the stream stops for good (`onEnded`). A
   * failure is tried again later.
   */
  getTicket?: () => Promise<string | null>;
  /** The query parameter that carries the last event id to the server. */
  resumeParam?: string;
  /** Each connection that opens. */
  onOpen?: () => void;
  /** Each connection lost (or never made), before the pause that precedes the next. */
  onDown?: () => void;
  /** The ticket was refused: nothing will be streamed again. */
  onEnded?: () => void;
  EventSourceImpl?: new (url: string) => EventSourceLike;
  backoff?: { initialMs: number; maxMs: number; jitter?: number };
  random?: () => number;
  schedule?: (callback: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export const STREAM_BACKOFF = { initialMs: 1_000, maxMs: 30_000, jitter: 0.2 };

/** A message's JSON, or undefined when it cannot be read (the next whole state will do). */
export function readJson<Message>(data: string): Message | undefined {
  try {
    return JSON.parse(data) as Message;
  } catch {
    return undefined;
  }
}

/** Opens the stream; returns the function that closes it for good. */
export function openEventStream(options: EventStreamOptions): () => void {
  const EventSourceImpl =
    options.EventSourceImpl ??
    (globalThis.EventSource as unknown as EventStreamOptions['EventSourceImpl']);
  const schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel =
    options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const backoff = options.backoff ?? STREAM_BACKOFF;
  const jitter = backoff.jitter ?? 0;
  const random = options.random ?? Math.random;
  const resumeParam = options.resumeParam ?? 'lastEventId';
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let pause = backoff.initialMs;
  let lastEventId: string | null = null;

  const retry = () => {
    if (stopped) return;
    options.onDown?.();
    const spread = 1 - jitter + 2 * jitter * random();
    timer = schedule(() => void connect(), Math.round(pause * spread));
    pause = Math.min(pause * 2, backoff.maxMs);
  };

  async function connect() {
    timer = null;
    if (stopped || !EventSourceImpl) return;
    let ticket: string | null = null;
    if (options.getTicket) {
      try {
        ticket = await options.getTicket();
      } catch {
        return retry();
      }
      if (stopped) return;
      if (ticket === null) {
        stop();
        options.onEnded?.();
        return;
      }
    }
    const url = new URL(options.url, globalThis.location?.href);
    if (ticket !== null) url.searchParams.set('ticket', ticket);
    if (lastEventId) url.searchParams.set(resumeParam, lastEventId);
    const next = new EventSourceImpl(url.toString());
    source = next;
    next.addEventListener('open', () => {
      pause = backoff.initialMs;
      options.onOpen?.();
    });
    for (const [event, handle] of Object.entries(options.on)) {
      next.addEventListener(event, (message) => {
        if (source !== next) return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        handle(message.data);
      });
    }
    next.addEventListener('error', () => {
      next.close();
      if (source !== next) return;
      source = null;
      retry();
    });
  }

  function stop() {
    stopped = true;
    if (timer !== null) cancel(timer);
    timer = null;
    source?.close();
    source = null;
  }

  void connect();
  return stop;
}
