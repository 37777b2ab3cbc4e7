import type { Clock } from '../../clock.js';
import { announceMemberChange, MemberCache } from '../../db/memberCache.js';

/**
 * How long a read balance is reused. The database announces every change to a member's money at
 * once (trigger of migration 0036); this bound only limits what a missed announcement could cost.
 */
export const BALANCE_CACHE_TTL_MS = 2_000;
export const BALANCE_CHANGED_CHANNEL = 'balance_changed';

/** A member's money as stored: what the balance view is made of, and what is cached. */
export interface StoredBalance {
  sumMinor: bigint;
  currency: string;
}

/**
 * The ledger books money of `memberId` (called inside the transaction, before it commits): a
 * member who reads their balance after a booking's answer always reads the booked one from this
 * process.
 */
export function announceBooking(memberId: string): void {
  announceMemberChange(BALANCE_CHANGED_CHANNEL, memberId);
}

/**
 * Members' balances as this process last read them, for the balance call a page polls. Money is
 * never decided from it: every debit locks and reads its accounts in its own transaction. Another
 * process's booking reaches this cache when its announcement arrives (a loopback round trip).
 */
export class BalanceCache extends MemberCache<StoredBalance> {
  constructor(clock: Clock, ttlMs = BALANCE_CACHE_TTL_MS) {
    super(clock, BALANCE_CHANGED_CHANNEL, ttlMs);
  }
}
