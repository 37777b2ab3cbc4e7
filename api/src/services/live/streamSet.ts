import type { ServerResponse } from 'node:http';

/** An open server-sent event stream on a hijacked response. */
export interface EventStream {
  response: ServerResponse;
  closed: boolean;
}

/**
 * The open streams of one hub by owner (a member, an operator), each owner holding at most
 * `maxPerOwner`: a new stream beyond it ends the owner's oldest. `onEmpty` runs when the last
 * stream closes (the hub stops its timers).
 */
export class StreamSet<S extends EventStream> {
  readonly #byOwner = new Map<string, Set<S>>();

  constructor(
    private readonly ownerOf: (stream: S) => string,
    private readonly onEmpty: () => void,
  ) {}

  /** Open streams in all. */
  get size(): number {
    let count = 0;
    for (const set of this.#byOwner.values()) count += set.size;
    return count;
  }

  /** Owners with an open stream. */
  get owners(): number {
    return this.#byOwner.size;
  }

  has(owner: string): boolean {
    return this.#byOwner.has(owner);
  }

  of(owner: string): readonly S[] {
    return [...(this.#byOwner.get(owner) ?? [])];
  }

  all(): S[] {
    return [...this.#byOwner.values()].flatMap((set) => [...set]);
  }

  add(stream: S, maxPerOwner: number): void {
    const owner = this.ownerOf(stream);
    const set = this.#byOwner.get(owner) ?? new Set();
    set.add(stream);
    this.#byOwner.set(owner, set);
    // A Set iterates in insertion order: the first is the oldest.
    for (const oldest of set) {
      if (set.size <= maxPerOwner) break;
      this.end(oldest, 'too-many-streams');
    }
    stream.response.on('close', () => this.drop(stream));
  }

  write(stream: S, chunk: string): void {
    if (!stream.closed) stream.response.write(chunk);
  }

  drop(stream: S): void {
    stream.closed = true;
    const owner = this.ownerOf(stream);
    const set = this.#byOwner.get(owner);
    set?.delete(stream);
    if (set && set.size === 0) this.#byOwner.delete(owner);
    if (this.#byOwner.size === 0) this.onEmpty();
  }

  /** Tells the stream why it ends (`session-ended`), then closes it. */
  end(stream: S, reason: string): void {
    if (stream.closed) return;
    this.write(stream, `event: session-ended\ndata: ${JSON.stringify({ reason })}\n\n`);
    stream.response.end();
    this.drop(stream);
  }

  /** A comment line on every stream, so proxies keep idle ones open. */
  beat(): void {
    for (const stream of this.all()) this.write(stream, ': ping\n\n');
  }

  /** Ends every stream (server shutdown); clients reconnect to another instance. */
  closeAll(): void {
    for (const stream of this.all()) {
      stream.response.end();
      this.drop(stream);
    }
  }
}
