import { createHash } from 'node:crypto';
import type { AdjustmentDirection, AdjustmentResult } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import { findBrandMember } from '../messages/memberTargets.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { minorToDecimal } from '../wallet/money.js';
import { idempotencyConflict, insufficientFunds } from '../wallet/walletService.js';

export interface AdjustmentInput {
  operator: Operator;
  ip: string;
  brandId: string;
  account: string;
  direction: AdjustmentDirection;
  amountMinor: bigint;
  reason: string;
  idempotencyKey: string;
  now: Date;
}

/**
 * An operator's credit or debit of a member's MAIN wallet against the brand's HOUSE account,
 * as one ADJUSTMENT ledger movement, once per idempotency key (a retry answers the first
 * result; the same key with another request is refused). A debit never takes the balance below
 * zero: it is checked under the wallet's lock, and the table's CHECK is the last line. The
 * movement, the member's message and the audit row commit together.
 */
export async function adjustMemberBalance(
  db: Kysely<Database>,
  input: AdjustmentInput,
): Promise<AdjustmentResult> {
  const member = await findBrandMember(db, input.brandId, input.account);
  const ledgerMember = { id: member.id, brandId: member.brandId, isTrial: false };
  // Namespaced so an operator's key can never collide with the member's own transfer keys.
  const key = `adjustment:${input.idempotencyKey}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.direction, input.amountMinor.toString(), input.reason]))
    .digest('hex');
  return withTransactionRetry(
    db,
    async (trx) => {
      const mainId = await openMainWallet(trx, ledgerMember, input.now);
      const houseId = await ensureHouseAccount(trx, member.brandId, 'HOUSE');
      const locked = await lockAccounts(trx, [mainId, houseId]);

      // Under the wallet's lock, so a concurrent retry waits and then finds this one.
      const previous = await trx
        .selectFrom('wallet_transactions')
        .select(['request_hash', 'result'])
        .where('member_id', '=', member.id)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (previous) {
        if (previous.request_hash !== requestHash) throw idempotencyConflict();
        return { ...(previous.result as AdjustmentResult), replayed: true };
      }

      const before = locked.get(mainId)!.balanceMinor;
      const signed = input.direction === 'credit' ? input.amountMinor : -input.amountMinor;
      if (before + signed < 0n) throw insufficientFunds(before);
      const transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'ADJUSTMENT',
        idempotencyKey: key,
        requestHash,
        now: input.now,
        entries: [
          { accountId: mainId, amountMinor: signed },
          { accountId: houseId, amountMinor: -signed },
        ],
      });
      const result: AdjustmentResult = {
        transactionId,
        account: member.username,
        direction: input.direction,
        amount: minorToDecimal(input.amountMinor),
        balance: minorToDecimal(before + signed),
        replayed: false,
      };
      await setTransactionResult(trx, transactionId, result);
      await sendMemberMessage(trx, {
        accountId: member.id,
        type: 'adjustment',
        title: input.direction === 'credit' ? 'Balance credited' : 'Balance debited',
        params: { direction: input.direction, amount: result.amount, reason: input.reason },
        now: input.now,
      });
      await recordAudit(trx, {
        operator: input.operator,
        ip: input.ip,
        brandId: member.brandId,
        action: `adjustment.${input.direction}`,
        targetType: 'member',
        targetId: member.id,
        before: { balance: minorToDecimal(before) },
        after: { balance: result.balance, amount: result.amount, transactionId },
        reason: input.reason,
        now: input.now,
      });
      return result;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}
