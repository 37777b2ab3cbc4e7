import type { Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';

/**
 * How long a read balance is reused. The database announces every change to a member's money at
 * once (trigger of migration 0036); this bound only limits what a missed announcement could cost.
 */
export const BALANCE_CACHE_TTL_MS = 2_000;
/**
 * After this process books a member's money, their balance is not cached for this long. (Holding
 * it until the commit's announcement would not do: an announcement cannot be told apart from that
 * of another booking of the same member still in flight, and a rollback announces nothing.)
 */
const WRITE_HOLD_MS = 2_000;
/** Enough for every active member of a busy site; past it the oldest entries go. */
const MAX_ENTRIES = 20_000;
export const BALANCE_CHANGED_CHANNEL = 'balance_changed';

/** A member's money as stored: what the balance view is made of, and what is cached. */
export interface StoredBalance {
  sumMinor: bigint;
  currency: string;
}

/** The caches of this process that hear about the ledger's bookings before they commit. */
const bookingListeners = new Set<(memberId: string) => void>();

/**
 * The ledger books money of `memberId` (called inside the transaction, before it commits): no
 * cache of this process keeps or stores that member's balance for a moment, so a member who
 * reads their balance after a booking's answer always reads the booked one from this process.
 */
export function announceBooking(memberId: string): void {
  for (const listener of bookingListeners) listener(memberId);
}

interface Entry {
  balance: StoredBalance;
  cachedUntil: number;
}

/** A read in flight: it may store what it read only if the member's money did not change meanwhile. */
interface Reading {
  changed: boolean;
}

/**
 * Members' balances as this process last read them, for the balance call a page polls. Money is
 * never decided from it: every debit locks and reads its accounts in its own transaction. Another
 * process's booking reaches this cache when its announcement arrives (a loopback round trip);
 * while the announcement channel is down nothing is cached.
 */
export class BalanceCache {
  readonly #entries = new Map<string, Entry>();
  readonly #heldUntil = new Map<string, number>();
  readonly #readings = new Map<string, Set<Reading>>();
  #listening = false;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = BALANCE_CACHE_TTL_MS,
  ) {}

  /** Starts following changes; without a source the cache stays off. */
  async follow(source: NotificationSource | undefined): Promise<void> {
    if (!source) return;
    this.#stopListening = await source.listen(BALANCE_CHANGED_CHANNEL, {
      notified: (memberId) => this.#forget(memberId),
      listening: (up) => {
        this.#listening = up;
        if (!up) this.#clear();
      },
    });
    bookingListeners.add(this.#hold);
  }

  async close(): Promise<void> {
    bookingListeners.delete(this.#hold);
    this.#listening = false;
    this.#clear();
    await this.#stopListening?.();
  }

  /** The member's cached balance, or `load()`'s, remembered when nothing changed meanwhile. */
  async read(memberId: string, load: () => Promise<StoredBalance>): Promise<StoredBalance> {
    if (!this.#listening) return load();
    const now = this.clock.now().getTime();
    const cached = this.#entries.get(memberId);
    if (cached && cached.cachedUntil > now) return cached.balance;
    const reading: Reading = { changed: false };
    const readings = this.#readings.get(memberId) ?? new Set<Reading>();
    readings.add(reading);
    this.#readings.set(memberId, readings);
    try {
      const balance = await load();
      if (!reading.changed && this.#listening && !this.#isHeld(memberId)) {
        if (this.#entries.size >= MAX_ENTRIES)
          this.#entries.delete(this.#entries.keys().next().value!);
        this.#entries.set(memberId, {
          balance,
          cachedUntil: this.clock.now().getTime() + this.ttlMs,
        });
      }
      return balance;
    } finally {
      readings.delete(reading);
      if (readings.size === 0) this.#readings.delete(memberId);
    }
  }

  readonly #hold = (memberId: string): void => {
    this.#forget(memberId);
    const now = this.clock.now().getTime();
    // Oldest first, so the ended holds are at the front: only the last moment's bookings stay.
    for (const [held, until] of this.#heldUntil) {
      if (until > now) break;
      this.#heldUntil.delete(held);
    }
    this.#heldUntil.delete(memberId);
    this.#heldUntil.set(memberId, now + WRITE_HOLD_MS);
  };

  #isHeld(memberId: string): boolean {
    const until = this.#heldUntil.get(memberId);
    if (until === undefined) return false;
    if (until > this.clock.now().getTime()) return true;
    this.#heldUntil.delete(memberId);
    return false;
  }

  #forget(memberId: string): void {
    this.#entries.delete(memberId);
    for (const reading of this.#readings.get(memberId) ?? []) reading.changed = true;
  }

  /** Holds stay: they end on their own, and a booking in flight still commits after a drop. */
  #clear(): void {
    this.#entries.clear();
    for (const readings of this.#readings.values())
      for (const reading of readings) reading.changed = true;
  }
}
