import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountRecordPage,
  AccountRecordQuery,
  BettingRecordPage,
  BettingRecordQuery,
  MemberWallets,
  ProfitLoss,
  ProfitLossQuery,
  UplineTransfer,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { verifyPaymentPassword } from '../services/members/paymentPassword.js';
import { accountRecord } from '../services/records/accountRecord.js';
import { bettingRecord, profitLoss } from '../services/records/betRecords.js';
import { dayRange } from '../services/records/dayRange.js';
import { memberWallets } from '../services/records/memberWallets.js';
import { transferToUpline, uplineErrors } from '../services/records/uplineTransfer.js';
import { walletConfigOf } from '../services/wallet/walletConfig.js';
import { IDEMPOTENCY_KEY_PATTERN } from './wallet.js';

/** The member centre's records: real accounts only (a trial account is refused, spec §5). */
const MEMBER = { brand: true, gate: true, realAccount: true } as const;

const UplineTransferBody = Type.Object(
  {
    // The money keyword (http/money.ts) accepts a number or a decimal string, nothing else.
    amount: Type.Unsafe<number | string>(moneySchema({ positive: true, max: 1_000_000_000 })),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
  },
  { additionalProperties: false },
);

const memberOf = async (request: FastifyRequest) => (await request.requireMember()).account;

/**
 * The member's wallets, transfer to upline, betting record, account record and profit and
 * loss (services/records). Every answer is the caller's own: the member comes from the token,
 * never from the request.
 */
export const recordsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/wallets',
    { config: MEMBER, schema: { response: okResponse(MemberWallets) } },
    async (request) => {
      const brand = await request.requireBrand();
      const account = await memberOf(request);
      return ok(
        await memberWallets(fastify.db, account.id, {
          isSingle: walletConfigOf(brand).isSingle,
          currencySymbol: brand.config.currencySymbol,
        }),
      );
    },
  );

  fastify.post(
    '/wps/member/upline-transfer',
    { config: MEMBER, schema: { body: UplineTransferBody, response: okResponse(UplineTransfer) } },
    async (request) => {
      const account = await memberOf(request);
      if (!account.uplineId) throw uplineErrors.notAllowed();
      const amountMinor = moneyInMinor(request.body.amount, 'amount');
      const now = fastify.clock.now();
      // Checked on the pool first: a wrong answer counts even though no money moves.
      await verifyPaymentPassword(fastify.db, account.id, request.body.paymentPassword, now);
      return ok(
        await transferToUpline(fastify.db, {
          member: { id: account.id, brandId: account.brandId, isTrial: false },
          amountMinor,
          idempotencyKey: request.body.idempotencyKey,
          now,
        }),
      );
    },
  );

  fastify.get(
    '/wps/member/records/bets',
    {
      config: MEMBER,
      schema: { querystring: BettingRecordQuery, response: okResponse(BettingRecordPage) },
    },
    async (request) => {
      const { from, to, tzOffset, category, vendor, pageNo, pageSize } = request.query;
      const account = await memberOf(request);
      return ok(
        await bettingRecord(
          fastify.db,
          { memberId: account.id, range: dayRange(from, to, tzOffset), category, vendor },
          { pageNo, pageSize },
        ),
      );
    },
  );

  fastify.get(
    '/wps/member/records/account',
    {
      config: MEMBER,
      schema: { querystring: AccountRecordQuery, response: okResponse(AccountRecordPage) },
    },
    async (request) => {
      const { from, to, tzOffset, kind, pageNo, pageSize } = request.query;
      const account = await memberOf(request);
      return ok(
        await accountRecord(
          fastify.db,
          { memberId: account.id, range: dayRange(from, to, tzOffset), kind },
          { pageNo, pageSize },
        ),
      );
    },
  );

  fastify.get(
    '/wps/member/records/profit-loss',
    { config: MEMBER, schema: { querystring: ProfitLossQuery, response: okResponse(ProfitLoss) } },
    async (request) => {
      const { from, to, tzOffset } = request.query;
      const account = await memberOf(request);
      return ok(
        await profitLoss(
          fastify.db,
          { memberId: account.id, range: dayRange(from, to, tzOffset) },
          { from, to },
        ),
      );
    },
  );
};
