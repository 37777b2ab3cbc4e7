import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { deleteAccountSessions } from '../auth/sessions.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import type { PlayerRef } from './playerDirectory.js';

/**
 * An operator's actions on a player's account (issue 45 item 4), each in one transaction with
 * its audit row and reason.
 */
export interface PlayerActionInput {
  operator: Operator;
  ip: string;
  player: PlayerRef;
  reason: string;
  now: Date;
}

export const playerActionErrors = {
  closed: () =>
    new ApiError(409, 'ACCOUNT_CLOSED', 'The account was closed as under age and stays closed'),
};

/**
 * Locks the account (sign-in is refused: accounts.disabled_at, as the root token's PATCH sets
 * it) and ends its sessions, or unlocks it. An account closed as under age stays closed.
 * Locking a locked account (or unlocking an open one) changes nothing and is still audited,
 * so the trail holds every operator's intent.
 */
export async function setPlayerLocked(
  db: Kysely<Database>,
  input: PlayerActionInput & { locked: boolean },
): Promise<{ account: string; locked: boolean; lockedAt: string | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('accounts')
      .select(['disabled_at', 'under_age_closed_at'])
      .where('id', '=', input.player.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (before.under_age_closed_at) throw playerActionErrors.closed();
    const lockedAt = input.locked ? (before.disabled_at ?? input.now) : null;
    await trx
      .updateTable('accounts')
      .set({ disabled_at: lockedAt })
      .where('id', '=', input.player.id)
      .execute();
    if (input.locked) await deleteAccountSessions(trx, input.player.id);
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: input.player.brandId,
      action: input.locked ? 'member.lock' : 'member.unlock',
      targetType: 'member',
      targetId: input.player.id,
      before: { locked: before.disabled_at !== null },
      after: { locked: input.locked },
      reason: input.reason.trim(),
      now: input.now,
    });
    return {
      account: input.player.username,
      locked: lockedAt !== null,
      lockedAt: lockedAt?.toISOString() ?? null,
    };
  });
}

/**
 * Clears the payment password's wrong-answer count and lock (the member asked support after
 * five wrong answers); the password itself stays as the member set it.
 */
export async function resetPaymentPasswordLock(
  db: Kysely<Database>,
  input: PlayerActionInput,
): Promise<{ account: string; wasLocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('payment_passwords')
      .select(['failed_attempts', 'locked_until'])
      .where('account_id', '=', input.player.id)
      .forUpdate()
      .executeTakeFirst();
    const wasLocked = !!before?.locked_until && before.locked_until > input.now;
    if (before)
      await trx
        .updateTable('payment_passwords')
        .set({ failed_attempts: 0, locked_until: null, updated_at: input.now })
        .where('account_id', '=', input.player.id)
        .execute();
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: input.player.brandId,
      action: 'member.payment-password-unlock',
      targetType: 'member',
      targetId: input.player.id,
      before: { failedAttempts: before?.failed_attempts ?? 0, lockedUntil: before?.locked_until },
      after: { failedAttempts: 0, lockedUntil: null },
      reason: input.reason.trim(),
      now: input.now,
    });
    return { account: input.player.username, wasLocked };
  });
}
