import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { cacheTiming, type Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { findBrandIdByCode, findBrandIdByHost, loadBrand, type Brand } from './brandRepository.js';

/**
 * How long a looked-up brand is reused. Every request needs its brand (3–4 queries, about
 * half of a simple call's time); operators change brands rarely and through the ops API,
 * which clears this process's cache at once. Another API process sees a change within this.
 */
export const BRAND_CACHE_TTL_MS = 2_000;

/** Codes, host names and ids looked up (unknown hosts too); past it the least recently used go. */
const MAX_ENTRIES = 10_000;

type Entry = { brand: Promise<Brand | null> };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Brands by merchant code, host name or id, shared read-only between requests. */
export class BrandCache {
  /** TTL and size bound from lru-cache. */
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly db: Kysely<Database>,
    clock: Clock,
    ttlMs = BRAND_CACHE_TTL_MS,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      ttl: ttlMs,
      ...cacheTiming(clock),
    });
  }

  byCode(merchantCode: string): Promise<Brand | null> {
    const code = merchantCode.trim().toUpperCase();
    return this.remember(`code:${code}`, async () => {
      const id = await findBrandIdByCode(this.db, code);
      return id ? this.byId(id) : null;
    });
  }

  byHost(host: string): Promise<Brand | null> {
    const name = host.toLowerCase();
    return this.remember(`host:${name}`, async () => {
      const id = await findBrandIdByHost(this.db, name);
      return id ? this.byId(id) : null;
    });
  }

  byId(brandId: string): Promise<Brand | null> {
    return this.remember(`id:${brandId}`, async () =>
      deepFreeze(await loadBrand(this.db, brandId)),
    );
  }

  /** After a change to the brand tables: the next request reads them again. */
  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, load: () => Promise<Brand | null>): Promise<Brand | null> {
    const cached = this.entries.get(key);
    if (cached) return cached.brand;
    const brand = load();
    const entry = { brand };
    this.entries.set(key, entry);
    // A failed lookup (database down) is not remembered.
    brand.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return brand;
  }
}
