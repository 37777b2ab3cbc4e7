import type { UnderAgeClosure } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteAccountSessions } from '../auth/sessions.js';
import { findBrandMember } from '../messages/memberTargets.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { minorToDecimal, minorToMajor } from '../wallet/money.js';

export interface UnderAgeClosureInput {
  operator: Operator;
  ip: string;
  brandId: string;
  account: string;
  reason: string;
  now: Date;
}

/**
 * Closes an account found under age (issue 44 item 4): it is locked for good, its sessions end,
 * and whatever its wallets hold (MAIN and every vendor wallet) goes back to the player through
 * the brand's CASHIER, as one WITHDRAWAL movement the audit row names with the reason.
 *
 * Idempotent by the ledger itself: under the locks of the member's wallets a call returns their
 * balance as it is, so a second call (a retry, or two operators at once) finds nothing left and
 * moves nothing; money that reaches the closed account later (a withdrawal refused after the
 * closure, a vendor's late win) is returned by calling again. Nothing is returned twice and
 * nothing stays behind.
 */
export async function closeUnderAgeAccount(
  db: Kysely<Database>,
  input: UnderAgeClosureInput,
): Promise<UnderAgeClosure> {
  const member = await findBrandMember(db, input.brandId, input.account);
  return withTransactionRetry(db, async (trx) => {
    // The account's row lock puts two closures of the same account one after the other.
    const account = await trx
      .selectFrom('accounts')
      .select('under_age_closed_at')
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const alreadyClosed = account.under_age_closed_at !== null;
    if (!alreadyClosed)
      await trx
        .updateTable('accounts')
        .set((eb) => ({
          disabled_at: eb.fn.coalesce('disabled_at', eb.val(input.now)),
          under_age_closed_at: input.now,
        }))
        .where('id', '=', member.id)
        .execute();
    await deleteAccountSessions(trx, member.id);

    // A balance from before the ledger is booked first, so it is returned too.
    await openMainWallet(
      trx,
      { id: member.id, brandId: member.brandId, isTrial: false },
      input.now,
    );
    const cashierId = await ensureHouseAccount(trx, member.brandId, 'CASHIER');
    const wallets = await trx
      .selectFrom('wallet_accounts')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    const locked = await lockAccounts(trx, [cashierId, ...wallets.map((wallet) => wallet.id)]);
    const held = [...locked.values()].filter(
      (wallet) => wallet.memberId !== null && wallet.balanceMinor > 0n,
    );
    const totalMinor = held.reduce((sum, wallet) => sum + wallet.balanceMinor, 0n);

    let transactionId: string | null = null;
    if (totalMinor > 0n) {
      transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'WITHDRAWAL',
        now: input.now,
        entries: [
          ...held.map((wallet) => ({ accountId: wallet.id, amountMinor: -wallet.balanceMinor })),
          { accountId: cashierId, amountMinor: totalMinor },
        ],
      });
      await setTransactionResult(trx, transactionId, {
        reason: 'under-age closure',
        amount: minorToDecimal(totalMinor),
      });
    }
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: member.brandId,
      action: 'member.close-under-age',
      targetType: 'member',
      targetId: member.id,
      before: { balance: minorToDecimal(totalMinor), alreadyClosed },
      after: { balance: '0.00', returned: minorToDecimal(totalMinor), transactionId },
      reason: input.reason.trim(),
      now: input.now,
    });
    return {
      username: member.username,
      returned: minorToMajor(totalMinor),
      transactionId,
      alreadyClosed,
    };
  });
}
