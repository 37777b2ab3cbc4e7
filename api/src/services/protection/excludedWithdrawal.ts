import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { WithdrawalConfig } from '../brands/brandConfig.js';
import { withdrawalBlockers } from '../cashier/withdrawals/withdrawalBlockers.js';
import {
  memberOrder,
  requestWithdrawal,
  withdrawableMinor,
} from '../cashier/withdrawals/withdrawalOrders.js';
import { exclusionInForce } from './exclusionState.js';
import { accountByLogin } from './exclusions.js';

const refusals = {
  notExcluded: () => new ApiError(409, 'NOT_EXCLUDED', 'This account is open: log in to withdraw'),
  noPayoutAccount: () =>
    new ApiError(
      409,
      'PAYOUT_ACCOUNT_NEEDED',
      'No payout account is on file: please contact customer service',
    ),
  nothingToWithdraw: () => new ApiError(409, 'NOTHING_TO_WITHDRAW', 'There is nothing to withdraw'),
};

export interface ExcludedWithdrawalInput {
  brandId: string;
  config: WithdrawalConfig;
  username: string;
  password: string;
  paymentPassword: string;
  requestKey: string;
  now: Date;
}

/**
 * A withdrawal for a member whom a time-out or self-exclusion keeps from logging in (issue 44:
 * withdrawals remain possible). The login's username and password say who asks, the payment
 * password confirms it as for any withdrawal, and the balance goes to the payout account the
 * member added last, as one ordinary order the cashier reviews: at most the brand's largest
 * order and what today's limit leaves, so a larger balance takes several.
 */
export async function withdrawWhileExcluded(db: Kysely<Database>, input: ExcludedWithdrawalInput) {
  const accountId = await accountByLogin(db, input);
  if (!(await exclusionInForce(db, accountId, input.now))) throw refusals.notExcluded();
  const payout = await db
    .selectFrom('payout_accounts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payout) throw refusals.noPayoutAccount();
  const owner = { brandId: input.brandId, accountId };
  // A retried request answers its order: the amount below is what is left after it.
  const replay = await db
    .selectFrom('withdrawal_orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', input.requestKey)
    .executeTakeFirst();
  if (replay) return (await memberOrder(db, owner, replay.id))!;
  const { today } = await withdrawalBlockers(db, owner, input.config, input.now);
  const amountMinor = [
    await withdrawableMinor(db, accountId),
    BigInt(input.config.maxMinor),
    BigInt(input.config.dailyMaxMinor) - today.usedMinor,
  ].reduce((least, amount) => (amount < least ? amount : least));
  if (amountMinor <= 0n) throw refusals.nothingToWithdraw();
  return requestWithdrawal(
    db,
    owner,
    input.config,
    {
      payoutAccountId: payout.id,
      amountMinor,
      paymentPassword: input.paymentPassword,
      requestKey: input.requestKey,
    },
    input.now,
  );
}
