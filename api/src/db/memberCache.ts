import { LRUCache } from 'lru-cache';
import { cacheTiming, type Clock } from '../clock.js';
import type { NotificationSource } from './connect.js';

/**
 * After this process changes a member's value, that member's value is not cached for this long.
 * (Holding it until the commit's announcement would not do: an announcement cannot be told apart
 * from that of another change of the same member still in flight, and a rollback announces
 * nothing.)
 */
const WRITE_HOLD_MS = 2_000;
/** Enough for every active member of a busy site; past it the least recently used go. */
const MAX_ENTRIES = 20_000;
/** Members changed within WRITE_HOLD_MS (10,000 changes a second); past it the oldest go. */
const MAX_HELD = 20_000;

/** The caches of this process by channel, which hear of a change before it commits. */
const changeListeners = new Map<string, Set<(memberId: string) => void>>();

/**
 * This process is changing what `channel` announces of `memberId` (called inside the transaction,
 * before it commits): no cache of this process on that channel keeps or stores that member's
 * value for a moment, so the member's next read from this process reads the change.
 */
export function announceMemberChange(channel: string, memberId: string): void {
  for (const listener of changeListeners.get(channel) ?? []) listener(memberId);
}

/** A read in flight: it may store what it read only if the member's value did not change meanwhile. */
interface Reading {
  changed: boolean;
}

/** The one read of a member's value that requests arriving while it runs wait for. */
interface SharedRead<T> {
  reading: Reading;
  value: Promise<T>;
}

/**
 * One value per member (a balance, a set of favourites) as this process last read it, for a
 * moment. The database announces every change on `channel` at commit (a trigger's NOTIFY with the
 * member's id) and every process drops that member's value when it hears it; this process's own
 * changes hold the member uncached at once (`announceMemberChange`). While the announcement
 * channel is down nothing is cached.
 */
export class MemberCache<T> {
  /** Values, their TTL and size bound from lru-cache. */
  readonly #entries: LRUCache<string, { value: T }>;
  /** The members this process changed in the last WRITE_HOLD_MS (lru-cache's TTL). */
  readonly #held: LRUCache<string, true>;
  readonly #readings = new Map<string, Set<Reading>>();
  readonly #sharedReads = new Map<string, SharedRead<T>>();
  #listening = false;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(
    clock: Clock,
    private readonly channel: string,
    /** Only bounds what a missed announcement could cost. */
    ttlMs: number,
  ) {
    this.#entries = new LRUCache({ max: MAX_ENTRIES, ttl: ttlMs, ...cacheTiming(clock) });
    this.#held = new LRUCache({ max: MAX_HELD, ttl: WRITE_HOLD_MS, ...cacheTiming(clock) });
  }

  /** Starts following changes; without a source the cache stays off. */
  async follow(source: NotificationSource | undefined): Promise<void> {
    if (!source) return;
    this.#stopListening = await source.listen(this.channel, {
      notified: (memberId) => this.#forget(memberId),
      listening: (up) => {
        this.#listening = up;
        if (!up) this.#clear();
      },
    });
    const listeners = changeListeners.get(this.channel) ?? new Set();
    listeners.add(this.#hold);
    changeListeners.set(this.channel, listeners);
  }

  async close(): Promise<void> {
    changeListeners.get(this.channel)?.delete(this.#hold);
    this.#listening = false;
    this.#clear();
    await this.#stopListening?.();
  }

  /**
   * The member's cached value, or `load()`'s, remembered when nothing changed meanwhile. Requests
   * that come while a read is under way wait for it rather than each starting their own (every
   * 2 s a busy member's requests queued for the pool behind a herd of the same query), unless the
   * member changed since it began or this process is changing them (a booking reads its own
   * result).
   */
  read(memberId: string, load: () => Promise<T>): Promise<T> {
    if (!this.#listening) return load();
    const cached = this.#entries.get(memberId);
    if (cached) return Promise.resolve(cached.value);
    const held = this.#isHeld(memberId);
    const shared = this.#sharedReads.get(memberId);
    if (shared && !shared.reading.changed && !held) return shared.value;
    const reading: Reading = { changed: false };
    const value = this.#load(memberId, load, reading);
    if (!held) {
      this.#sharedReads.set(memberId, { reading, value });
      const unshare = () => {
        if (this.#sharedReads.get(memberId)?.reading === reading)
          this.#sharedReads.delete(memberId);
      };
      value.then(unshare, unshare);
    }
    return value;
  }

  async #load(memberId: string, load: () => Promise<T>, reading: Reading): Promise<T> {
    const readings = this.#readings.get(memberId) ?? new Set<Reading>();
    readings.add(reading);
    this.#readings.set(memberId, readings);
    try {
      const value = await load();
      if (!reading.changed && this.#listening && !this.#isHeld(memberId))
        this.#entries.set(memberId, { value });
      return value;
    } finally {
      readings.delete(reading);
      if (readings.size === 0) this.#readings.delete(memberId);
    }
  }

  readonly #hold = (memberId: string): void => {
    this.#forget(memberId);
    this.#held.set(memberId, true);
  };

  #isHeld(memberId: string): boolean {
    return this.#held.has(memberId);
  }

  #forget(memberId: string): void {
    this.#entries.delete(memberId);
    for (const reading of this.#readings.get(memberId) ?? []) reading.changed = true;
  }

  /** Holds stay: they end on their own, and a change in flight still commits after a drop. */
  #clear(): void {
    this.#entries.clear();
    for (const readings of this.#readings.values())
      for (const reading of readings) reading.changed = true;
  }
}
