import type { Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';
import type { GamePage } from './gameCatalogueService.js';

/** How long a visitor's game page is reused; a change to the games table clears them at once. */
export const GAME_PAGE_TTL_MS = 2_000;
/** Pages are small (14 games); this bounds the memory of unusual queries. */
const MAX_PAGES = 2_000;
export const GAMES_CHANGED_CHANNEL = 'games_changed';

interface Entry {
  page: Promise<GamePage>;
  cachedUntil: number;
}

/**
 * Visitors' game-list pages (no token: no favourites), shared by every brand: the catalogue is
 * the same for all and changes rarely, while a page needs a count over all of a vendor's games.
 * Every process clears it when the database announces a change to the games table (trigger of
 * migration 0016); while that announcement channel is down nothing is cached.
 */
export class GamePageCache {
  readonly #entries = new Map<string, Entry>();
  #listening = false;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = GAME_PAGE_TTL_MS,
  ) {}

  async follow(source: NotificationSource | undefined): Promise<void> {
    if (!source) return;
    this.#stopListening = await source.listen(GAMES_CHANGED_CHANNEL, {
      notified: () => this.clear(),
      listening: (up) => {
        this.#listening = up;
        this.clear();
      },
    });
  }

  async close(): Promise<void> {
    this.#listening = false;
    this.clear();
    await this.#stopListening?.();
  }

  /** The cached page for `key`, or `load()`'s (remembered unless it fails). */
  page(key: string, load: () => Promise<GamePage>): Promise<GamePage> {
    if (!this.#listening) return load();
    const now = this.clock.now().getTime();
    const cached = this.#entries.get(key);
    if (cached && cached.cachedUntil > now) return cached.page;
    if (this.#entries.size >= MAX_PAGES) this.#entries.delete(this.#entries.keys().next().value!);
    const entry = { page: load(), cachedUntil: now + this.ttlMs };
    this.#entries.set(key, entry);
    entry.page.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.page;
  }

  clear(): void {
    this.#entries.clear();
  }
}
