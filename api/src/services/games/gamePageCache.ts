import { LRUCache } from 'lru-cache';
import { cacheTiming, type Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';
import type { GamePage } from './gameCatalogueService.js';

/** How long a visitor's game page is reused; a change to the games table clears them at once. */
export const GAME_PAGE_TTL_MS = 2_000;
/** Pages are small (14 games); this bounds the memory of unusual queries. */
const MAX_PAGES = 2_000;
export const GAMES_CHANGED_CHANNEL = 'games_changed';

interface Entry {
  page: Promise<GamePage>;
  /** The page has arrived (an expired one then serves while its reload runs). */
  ready: boolean;
  /** A reload of this expired page is under way. */
  reloading: boolean;
}

/**
 * Visitors' game-list pages (no token: no favourites), shared by every brand: the catalogue is
 * the same for all and changes rarely, while a page needs a count over all of a vendor's games.
 * Every process clears it when the database announces a change to the games table (trigger of
 * migration 0016); while that announcement channel is down nothing is cached.
 */
export class GamePageCache {
  /**
   * TTL and size bound from lru-cache; a page past its TTL stays (noDeleteOnStaleGet) until it
   * is replaced, dropped for space or cleared.
   */
  readonly #entries: LRUCache<string, Entry>;
  /** Counts the clears, so a load that began before one is not kept. */
  #generation = 0;
  #listening = false;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(clock: Clock, ttlMs = GAME_PAGE_TTL_MS) {
    this.#entries = new LRUCache<string, Entry>({
      max: MAX_PAGES,
      ttl: ttlMs,
      allowStale: true,
      noDeleteOnStaleGet: true,
      ...cacheTiming(clock),
    });
  }

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

  /**
   * The cached page for `key`, or `load()`'s (remembered unless it fails). A page past its time
   * is still answered while one reload runs, so requests do not queue behind the query every
   * 2 s (the search's p99 was its query time); a change to the games clears the pages at once, so
   * what is answered meanwhile is never older than the last change.
   */
  page(key: string, load: () => Promise<GamePage>): Promise<GamePage> {
    if (!this.#listening) return load();
    const status: LRUCache.Status<string, Entry> = {};
    const cached = this.#entries.get(key, { status });
    if (cached && (status.get === 'hit' || !cached.ready || cached.reloading)) return cached.page;
    if (cached) {
      cached.reloading = true;
      this.#remember(key, load(), cached);
      return cached.page;
    }
    return this.#remember(key, load(), null).page;
  }

  /**
   * Keeps `loading` for `key` once it arrives (at once when nothing is cached), unless the pages
   * were cleared meanwhile: a load that began before a change may hold the old games.
   */
  #remember(key: string, loading: Promise<GamePage>, stale: Entry | null): Entry {
    const generation = this.#generation;
    const entry: Entry = { page: loading, ready: false, reloading: false };
    // The page's time counts from when its load began, as a first load's does.
    const startedAt = this.#now();
    if (!stale) this.#entries.set(key, entry);
    loading.then(
      () => {
        entry.ready = true;
        if (stale && generation === this.#generation && this.#peek(key) === stale)
          this.#entries.set(key, entry, { start: startedAt });
      },
      () => {
        const current = this.#peek(key);
        if (current === entry || current === stale) this.#entries.delete(key);
      },
    );
    return entry;
  }

  #peek(key: string): Entry | undefined {
    return this.#entries.peek(key, { allowStale: true });
  }

  #now(): number {
    return this.#entries.perf.now();
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
