import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PointsConfig } from '../brands/brandConfig.js';
import { verifyPaymentPassword } from '../members/paymentPassword.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { lockPointAccount, postPointTransaction } from './pointLedger.js';
import { conversionMinor, conversionStep } from './pointsConfig.js';
import { pointsErrors } from './pointsErrors.js';
import type { PointsMember } from './redemptions.js';

/**
 * Points to wallet money at the brand's ratio: the points go to the CONVERTED pool and the
 * money comes from the house to the member's MAIN (kind REDEMPTION) in one transaction, both
 * keyed by the member's request, so a replay or a double click converts once.
 */
export interface ConvertRequest {
  points: number;
  paymentPassword: string;
  requestKey: string;
}

export interface ConversionResult {
  id: string;
  points: number;
  amount: number;
  pointBalance: number;
}

export async function convertPoints(
  db: Kysely<Database>,
  member: PointsMember,
  config: PointsConfig,
  input: ConvertRequest,
  now: Date,
): Promise<ConversionResult> {
  const points = BigInt(input.points);
  if (input.points < config.minConvertPoints)
    throw pointsErrors.convertMin(config.minConvertPoints);
  const amountMinor = conversionMinor(points, config.pointsPerUnit);
  if (amountMinor === null) throw pointsErrors.convertStep(conversionStep(config.pointsPerUnit));
  await verifyPaymentPassword(db, member.accountId, input.paymentPassword, now);

  const id = await withTransactionRetry(
    db,
    async (trx) => {
      const replay = await byRequestKey(trx, member.accountId, input.requestKey);
      if (replay) return replay;
      const ledgerMember = { id: member.accountId, brandId: member.brandId, isTrial: false };
      const mainId = await openMainWallet(trx, ledgerMember, now);
      const houseId = await ensureHouseAccount(trx, member.brandId, 'HOUSE');
      const balance = await lockPointAccount(trx, member.accountId);
      await lockAccounts(trx, [mainId, houseId]);
      const again = await byRequestKey(trx, member.accountId, input.requestKey);
      if (again) return again;
      if (points > balance) throw pointsErrors.insufficient(balance, points);
      const pointTransactionId = await postPointTransaction(trx, {
        ...member,
        kind: 'CONVERT',
        idempotencyKey: `convert:${input.requestKey}`,
        points: -points,
        pool: 'CONVERTED',
        detail: { amount: minorToMajor(amountMinor), pointsPerUnit: config.pointsPerUnit },
        now,
      });
      if (!pointTransactionId)
        throw new Error('A conversion key was booked without its conversion');
      const walletTransactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.accountId,
        kind: 'REDEMPTION',
        idempotencyKey: `point-conversion:${input.requestKey}`,
        result: { points: input.points },
        now,
        entries: [
          { accountId: houseId, amountMinor: -amountMinor },
          { accountId: mainId, amountMinor },
        ],
      });
      const row = await trx
        .insertInto('point_conversions')
        .values({
          brand_id: member.brandId,
          account_id: member.accountId,
          request_key: input.requestKey,
          points,
          amount_minor: amountMinor,
          points_per_unit: config.pointsPerUnit,
          point_transaction_id: pointTransactionId,
          wallet_transaction_id: walletTransactionId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
  const row = await db
    .selectFrom('point_conversions as c')
    .innerJoin('point_accounts as p', 'p.account_id', 'c.account_id')
    .select(['c.id', 'c.points', 'c.amount_minor', 'p.balance'])
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    points: Number(row.points),
    amount: minorToMajor(row.amount_minor),
    pointBalance: Number(row.balance),
  };
}

async function byRequestKey(trx: Kysely<Database>, accountId: string, requestKey: string) {
  const row = await trx
    .selectFrom('point_conversions')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id ?? null;
}
