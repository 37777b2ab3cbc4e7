import type { NotificationListener, NotificationSource } from './connect.js';

/**
 * A hub's one LISTEN per process: taken on first use (and again after a failed attempt, so a
 * database that was down is tried again by the next page), with `ready` run once it listens,
 * and ended by `stop` (server shutdown). Without a notification source nothing listens.
 */
export class SharedListen {
  #listening: Promise<void> | null = null;
  #stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly source: NotificationSource | undefined,
    private readonly channel: string,
    private readonly listener: NotificationListener,
    private readonly ready: () => Promise<void> = async () => undefined,
  ) {}

  /** Listens (once); false when there is no source to listen to. */
  async start(): Promise<boolean> {
    if (!this.source) return false;
    this.#listening ??= (async () => {
      this.#stop = await this.source!.listen(this.channel, this.listener);
      await this.ready();
    })().catch((error: unknown) => {
      this.#listening = null;
      throw error;
    });
    await this.#listening;
    return true;
  }

  async stop(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#listening = null;
    await stop?.();
  }
}
