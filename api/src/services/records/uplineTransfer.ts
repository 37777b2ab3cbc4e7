import type { UplineTransfer } from '@site/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import type { LedgerMember } from '../wallet/ledger.js';
import { transferBetweenMembers } from '../wallet/memberTransfer.js';
import { minorToMajor } from '../wallet/money.js';

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
  let uplineName = '';
  return transferBetweenMembers<UplineTransfer>(db, {
    kind: 'UPLINE_TRANSFER',
    member,
    async counterparty(trx) {
      const upline = await uplineOf(trx, member.id);
      if (!upline) throw uplineErrors.notAllowed();
      uplineName = upline.username;
      return upline;
    },
    amountMinor,
    idempotencyKey,
    requestHash,
    now,
    result: (transactionId, balanceAfterMinor) => ({
      transactionId,
      amount: minorToMajor(amountMinor),
      uplineAccount: uplineName,
      balance: minorToMajor(balanceAfterMinor),
    }),
  });
}
