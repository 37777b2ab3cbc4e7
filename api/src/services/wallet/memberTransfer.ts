import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from './ledger.js';
import { insufficientFunds, storedResult } from './walletService.js';

export interface MemberTransferRequest<Result> {
  kind: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER';
  /** The member whose main wallet pays, and whose idempotency key this is. */
  member: LedgerMember;
  /** The other member, found inside the transaction (the ledger checks the pair again). */
  counterparty: (trx: Kysely<Database>) => Promise<{ id: string }>;
  amountMinor: bigint;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
  /** The answer stored with the movement (a replay gets it back). */
  result: (transactionId: string, balanceAfterMinor: bigint, counterpartyId: string) => Result;
}

/**
 * Moves money from a member's main wallet to their direct upline's or downline's, once per
 * idempotency key (the same key with another request: 409), under both accounts' locks.
 */
export async function transferBetweenMembers<Result>(
  db: Kysely<Database>,
  request: MemberTransferRequest<Result>,
): Promise<Result> {
  const { member, amountMinor, idempotencyKey, requestHash, now } = request;
  return withTransactionRetry(
    db,
    async (trx) => {
      const counterparty = await request.counterparty(trx);
      const fromId = await openMainWallet(trx, member, now);
      const toId = await openMainWallet(
        trx,
        { id: counterparty.id, brandId: member.brandId, isTrial: false },
        now,
      );
      const locked = await lockAccounts(trx, [fromId, toId]);
      // Under the locks, so a concurrent duplicate waits and then sees this row.
      const previous = await storedResult<Result>(trx, member.id, idempotencyKey, requestHash);
      if (previous) return previous;
      const source = locked.get(fromId)!;
      if (source.balanceMinor < amountMinor) throw insufficientFunds(source.balanceMinor);
      const transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: request.kind,
        counterpartyId: counterparty.id,
        idempotencyKey,
        requestHash,
        now,
        entries: [
          { accountId: fromId, amountMinor: -amountMinor },
          { accountId: toId, amountMinor },
        ],
      });
      const result = request.result(
        transactionId,
        source.balanceMinor - amountMinor,
        counterparty.id,
      );
      await setTransactionResult(trx, transactionId, result);
      return result;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}
