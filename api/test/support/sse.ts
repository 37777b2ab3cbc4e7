import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** A minimal SSE reader over a real socket: events and comments, in order. */
export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  ended = false;
  #buffer = '';
  #waiters: Array<() => void> = [];
  #request: http.ClientRequest;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.#request = http.get(url, { headers }, (response) => {
      this.status = response.statusCode ?? 0;
      this.headers = response.headers;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        this.#buffer += chunk;
        let index;
        while ((index = this.#buffer.indexOf('\n\n')) >= 0) {
          const block = this.#buffer.slice(0, index);
          this.#buffer = this.#buffer.slice(index + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('data: ')) {
              event.data = line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) this.events.push(event);
        }
        this.#wake();
      });
      response.on('end', () => {
        this.ended = true;
        this.#wake();
      });
    });
    this.#request.on('error', () => {
      this.ended = true;
      this.#wake();
    });
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once `check` holds (re-checked on every chunk). */
  async until(check: () => boolean): Promise<void> {
    while (!check()) {
      if (this.ended && !check()) throw new Error('stream ended first');
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  async next(kind: string, after = 0): Promise<SseEvent> {
    await this.until(() => this.events.slice(after).some((e) => e.event === kind));
    return this.events.slice(after).find((e) => e.event === kind)!;
  }

  close() {
    this.#request.destroy();
  }
}
