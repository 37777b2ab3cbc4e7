import { LRUCache } from 'lru-cache';
import { cacheTiming, type Clock } from '../../clock.js';
import type { NotificationSource } from '../../db/connect.js';
import type { MemberSession, MemberSessionLookup } from './sessions.js';

/**
 * How long a checked session is reused without asking the database. The database tells every
 * process about a revocation at once (NOTIFY from the triggers of migration 0016); this bound
 * only limits what a missed notification could cost.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** The longest a revoking request waits to hear its own announcement come back. */
const ECHO_WAIT_MS = 200;
/** Enough for every active member of a busy site; past it the oldest entries go. */
const MAX_ENTRIES = 20_000;
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** The one database look-up of a token that requests arriving while it runs wait for. */
interface SharedLookup {
  /** The revocations counted when it began: after another one it answers no later request. */
  generation: number;
  lookup: Promise<MemberSessionLookup>;
}

/**
 * Recently checked sessions of this process, by token hash. Entries are dropped when the
 * database announces a change to the session or its account (logout, expiry, password change,
 * disabling: any update or delete, from any process); while the announcement channel is down
 * nothing is cached, so a second process never serves a token that was logged out elsewhere.
 */
export class SessionCache {
  /** TTL and size bound from lru-cache; dropping an entry (any reason) unlinks its account. */
  readonly #entries: LRUCache<string, MemberSession>;
  readonly #tokensOfAccount = new Map<string, Set<string>>();
  /** Bumped by every revocation: a look-up that started before one must not be stored. */
  #generation = 0;
  #listening = false;
  #stopListening: (() => Promise<void>) | null = null;
  readonly #echoWaiters = new Map<string, Array<() => void>>();
  readonly #sharedLookups = new Map<string, SharedLookup>();

  constructor(clock: Clock, ttlMs = SESSION_CACHE_TTL_MS) {
    this.#entries = new LRUCache<string, MemberSession>({
      max: MAX_ENTRIES,
      ttl: ttlMs,
      ...cacheTiming(clock),
      dispose: (session, tokenHash) => this.#unlink(session, tokenHash),
    });
  }

  /** Starts following revocations; without a source the cache stays off. */
  async follow(source: NotificationSource | undefined): Promise<void> {
    if (!source) return;
    this.#stopListening = await source.listen(SESSION_REVOKED_CHANNEL, {
      notified: (payload) => this.#revoke(payload),
      listening: (up) => {
        this.#listening = up;
        if (!up) this.clear();
      },
    });
  }

  async close(): Promise<void> {
    this.#listening = false;
    this.clear();
    await this.#stopListening?.();
  }

  get enabled(): boolean {
    return this.#listening;
  }

  get(tokenHash: string): MemberSession | null {
    return this.#entries.get(tokenHash) ?? null;
  }

  /**
   * The token's session as `read` finds it in the database, then cached if no revocation came
   * meanwhile. Requests for the same token that come while a read runs wait for it rather than
   * each starting their own: when a busy member's entry ended, every request of the next
   * milliseconds queued for the pool behind a herd of the same query (every 2 s, the bench's p99
   * at half peak). A read that began before a revocation answers no request that came after it.
   */
  lookUp(
    tokenHash: string,
    read: () => Promise<MemberSessionLookup>,
  ): Promise<MemberSessionLookup> {
    if (!this.#listening) return read();
    const generation = this.#generation;
    const shared = this.#sharedLookups.get(tokenHash);
    if (shared?.generation === generation) return shared.lookup;
    const lookup = read().then((result) => {
      if (result.status === 'valid') this.#store(result.session, generation);
      return result;
    });
    this.#sharedLookups.set(tokenHash, { generation, lookup });
    const unshare = () => {
      if (this.#sharedLookups.get(tokenHash)?.lookup === lookup)
        this.#sharedLookups.delete(tokenHash);
    };
    lookup.then(unshare, unshare);
    return lookup;
  }

  #store(session: MemberSession, readAtGeneration: number): void {
    if (!this.#listening || readAtGeneration !== this.#generation) return;
    this.#entries.set(session.tokenHash, session);
    const tokens = this.#tokensOfAccount.get(session.accountId) ?? new Set<string>();
    tokens.add(session.tokenHash);
    this.#tokensOfAccount.set(session.accountId, tokens);
  }

  /**
   * Runs `revoke` (logout), forgets the token here, then waits until the database's
   * announcement comes back: by then it has been sent to every other process too, so the
   * revoking request is not answered before they can know.
   */
  async revokeToken<T>(tokenHash: string, revoke: () => Promise<T>): Promise<T> {
    return this.#revoking(`token:${tokenHash}`, revoke, () => this.forgetToken(tokenHash));
  }

  /** The same for all sessions of an account (password change). */
  async revokeAccount<T>(accountId: string, revoke: () => Promise<T>): Promise<T> {
    return this.#revoking(`account:${accountId}`, revoke, () => this.forgetAccount(accountId));
  }

  async #revoking<T>(payload: string, revoke: () => Promise<T>, forget: () => void): Promise<T> {
    // Listening first: PGlite announces before the statement's promise settles.
    const heard = this.#echo(payload);
    try {
      return await revoke();
    } finally {
      forget();
      await heard;
    }
  }

  forgetToken(tokenHash: string): void {
    this.#generation += 1;
    this.#forget(tokenHash);
  }

  forgetAccount(accountId: string): void {
    this.#generation += 1;
    for (const tokenHash of this.#tokensOfAccount.get(accountId) ?? []) this.#forget(tokenHash);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#tokensOfAccount.clear();
  }

  #echo(payload: string): Promise<void> {
    if (!this.#listening) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const waiters = this.#echoWaiters.get(payload);
        waiters?.splice(waiters.indexOf(done), 1);
        if (waiters?.length === 0) this.#echoWaiters.delete(payload);
        resolve();
      }, ECHO_WAIT_MS);
      this.#echoWaiters.set(payload, [...(this.#echoWaiters.get(payload) ?? []), done]);
    });
  }

  #revoke(payload: string): void {
    const waiters = this.#echoWaiters.get(payload);
    this.#echoWaiters.delete(payload);
    for (const done of waiters ?? []) done();
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === 'token') this.forgetToken(id);
    else if (kind === 'account') this.forgetAccount(id);
    else this.clear();
  }

  #forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  #unlink(session: MemberSession, tokenHash: string): void {
    const tokens = this.#tokensOfAccount.get(session.accountId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#tokensOfAccount.delete(session.accountId);
  }
}
