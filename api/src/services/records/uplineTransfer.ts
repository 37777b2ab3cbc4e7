import type { UplineTransfer } from '@site/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import {
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { insufficientFunds, storedResult } from '../wallet/walletService.js';

export const uplineErrors = {
  /** spec §3 toUpline: the member has no upline, or their upline cannot receive money. */
  notAllowed: () =>
    new ApiError(403, 'UPLINE_TRANSFER_NOT_ALLOWED', 'Transfers to an upline are not available'),
};

export interface UplineTransferRequest {
  member: LedgerMember;
  amountMinor: bigint;
  idempotencyKey: string;
  now: Date;
}

/** The member's direct upline when it may receive: a real account of the same brand. */
async function uplineOf(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('accounts as m')
    .innerJoin('accounts as u', 'u.id', 'm.upline_id')
    .select(['u.id', 'u.username', 'u.brand_id', 'u.is_agent'])
    .where('m.id', '=', memberId)
    .whereRef('u.brand_id', '=', 'm.brand_id')
    .where('u.is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .executeTakeFirst();
}

export async function canTransferToUpline(db: Kysely<Database>, memberId: string) {
  return Boolean(await uplineOf(db, memberId));
}

/**
 * Moves money from the member's main wallet to their upline's, once per idempotency key (the
 * same key with another amount: 409). The payment password is checked by the caller first.
 */
export async function transferToUpline(
  db: Kysely<Database>,
  request: UplineTransferRequest,
): Promise<UplineTransfer> {
  const { member, amountMinor, idempotencyKey, now } = request;
  const requestHash = createHash('sha256')
    .update(JSON.stringify(['UPLINE_TRANSFER', amountMinor.toString()]))
    .digest('hex');
  return withTransactionRetry(
    db,
    async (trx) => {
      const upline = await uplineOf(trx, member.id);
      if (!upline) throw uplineErrors.notAllowed();
      const fromId = await openMainWallet(trx, member, now);
      const toId = await openMainWallet(
        trx,
        { id: upline.id, brandId: upline.brand_id, isTrial: false },
        now,
      );
      const locked = await lockAccounts(trx, [fromId, toId]);
      // Under the locks, so a concurrent duplicate waits and then sees this row.
      const previous = await storedResult<UplineTransfer>(
        trx,
        member.id,
        idempotencyKey,
        requestHash,
      );
      if (previous) return previous;
      const source = locked.get(fromId)!;
      if (source.balanceMinor < amountMinor) throw insufficientFunds(source.balanceMinor);
      const transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'UPLINE_TRANSFER',
        counterpartyId: upline.id,
        idempotencyKey,
        requestHash,
        now,
        entries: [
          { accountId: fromId, amountMinor: -amountMinor },
          { accountId: toId, amountMinor },
        ],
      });
      const result: UplineTransfer = {
        transactionId,
        amount: minorToMajor(amountMinor),
        uplineAccount: upline.username,
        balance: minorToMajor(source.balanceMinor - amountMinor),
      };
      await setTransactionResult(trx, transactionId, result);
      return result;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}
