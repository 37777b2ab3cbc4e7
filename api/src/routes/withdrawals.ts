import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPayoutAccountBody,
  ConfirmReceiptBody,
  CreateWithdrawalBody,
  OpsDisburseWithdrawalBody,
  OpsRejectWithdrawalBody,
  OpsResolveWithdrawalBody,
  OpsWithdrawalRemainderBody,
  OpsWithdrawalOrder,
  OpsWithdrawalPage,
  OpsWithdrawalQuery,
  PayoutAccount,
  RemovePayoutAccountBody,
  WithdrawalIdParams,
  WithdrawalListQuery,
  WithdrawalOrder,
  WithdrawalOverview,
  WithdrawalPage,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor } from '../http/money.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import type { Brand } from '../services/brands/brandRepository.js';
import { autoConfirmDue } from '../services/cashier/withdrawals/autoConfirm.js';
import {
  addPayoutAccount,
  listPayoutAccounts,
  realNameOf,
  removePayoutAccount,
} from '../services/cashier/withdrawals/payoutAccounts.js';
import { withdrawalBlockers } from '../services/cashier/withdrawals/withdrawalBlockers.js';
import { withdrawalConfigOf } from '../services/cashier/withdrawals/withdrawalConfig.js';
import {
  confirmReceipt,
  listMemberOrders,
  orderView,
  requestWithdrawal,
  withdrawableMinor,
  type OrderRow,
} from '../services/cashier/withdrawals/withdrawalOrders.js';
import {
  operatorOrders,
  orderEvents,
  brandIdOfOrder,
  reviewWithdrawal,
  type ReviewAction,
} from '../services/cashier/withdrawals/withdrawalReview.js';
import { paymentPasswordStatus } from '../services/members/paymentPassword.js';
import { minorToMajor } from '../services/wallet/money.js';

const MEMBER = { brand: true, gate: true, realAccount: true } as const;
const FINANCE = { operator: 'finance' } as const;
const optionalMinor = (value: number | string | undefined, field: string) =>
  value === undefined ? null : moneyInMinor(value, field);

/** Withdrawals (spec §3, §4): the member's payout accounts and orders, and the operator's review. */
export const withdrawalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const member = async (request: FastifyRequest) => {
    const brand = await request.requireBrand();
    const { account } = await request.requireMember();
    return {
      brand,
      config: withdrawalConfigOf(brand),
      owner: { brandId: brand.id, accountId: account.id },
    };
  };

  fastify.get(
    '/wps/member/withdrawal',
    { config: MEMBER, schema: { response: okResponse(WithdrawalOverview) } },
    async (request) => {
      const { config, owner } = await member(request);
      const now = fastify.clock.now();
      const [standing, withdrawable, password, realName, accounts] = await Promise.all([
        withdrawalBlockers(fastify.db, owner, config, now),
        withdrawableMinor(fastify.db, owner.accountId),
        paymentPasswordStatus(fastify.db, owner.accountId, now),
        realNameOf(fastify.db, owner.accountId),
        listPayoutAccounts(fastify.db, owner, config),
      ]);
      return ok({
        withdrawable: minorToMajor(withdrawable),
        limits: {
          min: minorToMajor(BigInt(config.minMinor)),
          max: minorToMajor(BigInt(config.maxMinor)),
          dailyMax: minorToMajor(BigInt(config.dailyMaxMinor)),
          dailyMaxCount: config.dailyMaxCount,
          usedToday: minorToMajor(standing.today.usedMinor),
          countToday: standing.today.count,
        },
        turnover: {
          multiple: standing.turnover.multiple,
          deposits: minorToMajor(standing.turnover.depositsMinor),
          required: minorToMajor(standing.turnover.requiredMinor),
          done: minorToMajor(standing.turnover.doneMinor),
          remaining: minorToMajor(standing.turnover.remainingMinor),
        },
        blockers: standing.blockers.map((blocker) => ({
          code: blocker.code,
          remaining: minorToMajor(blocker.remainingMinor),
        })),
        paymentPassword: password,
        realName,
        requireNameMatch: config.requireNameMatch,
        maxPayoutAccounts: config.maxPayoutAccounts,
        autoConfirmMinutes: config.autoConfirmMinutes,
        providers: config.providers,
        accounts,
      });
    },
  );

  fastify.post(
    '/wps/member/withdrawal/accounts',
    {
      config: MEMBER,
      schema: { body: AddPayoutAccountBody, response: okResponse(Type.Array(PayoutAccount)) },
    },
    async (request) => {
      const { config, owner } = await member(request);
      await addPayoutAccount(fastify.db, owner, config, request.body, fastify.clock.now());
      return ok(await listPayoutAccounts(fastify.db, owner, config));
    },
  );

  fastify.post(
    '/wps/member/withdrawal/accounts/remove',
    {
      config: MEMBER,
      schema: { body: RemovePayoutAccountBody, response: okResponse(Type.Array(PayoutAccount)) },
    },
    async (request) => {
      const { config, owner } = await member(request);
      await removePayoutAccount(fastify.db, owner, request.body.id, fastify.clock.now());
      return ok(await listPayoutAccounts(fastify.db, owner, config));
    },
  );

  fastify.post(
    '/wps/member/withdrawals',
    {
      config: MEMBER,
      schema: { body: CreateWithdrawalBody, response: okResponse(WithdrawalOrder) },
    },
    async (request) => {
      const { config, owner } = await member(request);
      const order = await requestWithdrawal(
        fastify.db,
        owner,
        config,
        { ...request.body, amountMinor: moneyInMinor(request.body.amount, 'amount') },
        fastify.clock.now(),
      );
      return ok(orderView(order, config));
    },
  );

  fastify.get(
    '/wps/member/withdrawals',
    {
      config: MEMBER,
      schema: { querystring: WithdrawalListQuery, response: okResponse(WithdrawalPage) },
    },
    async (request) => {
      const { config, owner } = await member(request);
      const { rows, total } = await listMemberOrders(fastify.db, owner, request.query);
      return ok({ list: rows.map((row) => orderView(row, config)), total });
    },
  );

  fastify.post(
    '/wps/member/withdrawals/receipt',
    {
      config: MEMBER,
      schema: {
        body: ConfirmReceiptBody,
        response: okResponse(WithdrawalOrder),
      },
    },
    async (request) => {
      const { config, owner } = await member(request);
      const { orderId, outcome, receivedAmount, remainingAmount, images } = request.body;
      const order = await confirmReceipt(
        fastify.db,
        owner,
        orderId,
        outcome === 'not_received'
          ? { outcome, images: images ?? [] }
          : outcome === 'partly_received'
            ? {
                outcome,
                receivedMinor: optionalMinor(receivedAmount, 'receivedAmount'),
                remainingMinor: optionalMinor(remainingAmount, 'remainingAmount'),
                images: images ?? [],
              }
            : { outcome },
        fastify.clock.now(),
      );
      return ok(orderView(order, config));
    },
  );

  // --- The operator API (finance role), every step audited. ---

  const brandOf = async (brandId: string): Promise<Brand> => {
    const brand = await fastify.brands.byId(brandId);
    if (!brand) throw errors.brandNotFound();
    return brand;
  };
  const opsView = async (row: OrderRow & { username: string; merchant_code: string }) => ({
    ...orderView(row, withdrawalConfigOf(await brandOf(row.brand_id))),
    brand: row.merchant_code,
    member: row.username,
    payoutAccountNumber: row.account_number,
    events: await orderEvents(fastify.db, row.id),
  });

  fastify.get(
    '/ops/withdrawals',
    {
      config: FINANCE,
      schema: { querystring: OpsWithdrawalQuery, response: okResponse(OpsWithdrawalPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const { brand, status, member: username, from, to, pageNo, pageSize } = request.query;
      const { minAgeMinutes, minAmount, maxAmount } = request.query;
      let query = operatorOrders(fastify.db, operator.brandIds);
      if (brand) {
        const found = await fastify.brands.byCode(brand);
        if (!found) throw errors.brandNotFound();
        assertOperatorBrand(operator, found.id);
        query = query.where('o.brand_id', '=', found.id);
      }
      if (status) query = query.where('o.status', '=', status);
      if (username) query = query.where('a.username_key', '=', username.toLowerCase());
      if (from) query = query.where('o.created_at', '>=', new Date(from));
      if (to) query = query.where('o.created_at', '<', new Date(to));
      if (minAgeMinutes !== undefined)
        query = query.where(
          'o.created_at',
          '<=',
          new Date(fastify.clock.now().getTime() - minAgeMinutes * 60_000),
        );
      // A filter's bound, so to the nearest cent rather than refused like an amount paid.
      if (minAmount !== undefined)
        query = query.where('o.amount_minor', '>=', String(Math.round(minAmount * 100)));
      if (maxAmount !== undefined)
        query = query.where('o.amount_minor', '<=', String(Math.round(maxAmount * 100)));
      const { total } = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok({ list: await Promise.all(rows.map(opsView)), total: Number(total) });
    },
  );

  fastify.get(
    '/ops/withdrawals/:id',
    {
      config: FINANCE,
      schema: { params: WithdrawalIdParams, response: okResponse(OpsWithdrawalOrder) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const row = await operatorOrders(fastify.db, operator.brandIds)
        .where('o.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw errors.notFound('Withdrawal');
      return ok(await opsView(row));
    },
  );

  const review =
    (toStep: (body: never) => ReviewAction) =>
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const operator = await request.requireOperator('finance');
      // The brand's configuration is read before the review's transaction: on the embedded
      // database (one connection) a query on the pool inside a transaction waits for it forever.
      const brandId = await brandIdOfOrder(fastify.db, request.params.id);
      if (brandId === null) throw errors.notFound('Withdrawal');
      const config = withdrawalConfigOf(await brandOf(brandId));
      await reviewWithdrawal(
        fastify.db,
        { operator, ip: request.clientIp() },
        request.params.id,
        toStep(request.body as never),
        fastify.clock.now(),
        {
          assert: (brandId) => assertOperatorBrand(operator, brandId),
          configOf: async () => config,
        },
      );
      const row = await operatorOrders(fastify.db, operator.brandIds)
        .where('o.id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      return ok(await opsView(row));
    };
  const reviewSchema = <Body extends object>(body?: Body) => ({
    config: FINANCE,
    schema: {
      params: WithdrawalIdParams,
      ...(body ? { body } : {}),
      response: okResponse(OpsWithdrawalOrder),
    },
  });

  fastify.post(
    '/ops/withdrawals/:id/approve',
    reviewSchema(),
    review(() => ({ action: 'approve' })),
  );
  fastify.post(
    '/ops/withdrawals/:id/reject',
    reviewSchema(OpsRejectWithdrawalBody),
    review((body: Static<typeof OpsRejectWithdrawalBody>) => ({ action: 'reject', ...body })),
  );
  fastify.post(
    '/ops/withdrawals/:id/disburse',
    reviewSchema(OpsDisburseWithdrawalBody),
    review((body: Static<typeof OpsDisburseWithdrawalBody>) => ({ action: 'disburse', ...body })),
  );
  fastify.post(
    '/ops/withdrawals/:id/resolve',
    reviewSchema(OpsResolveWithdrawalBody),
    review((body: Static<typeof OpsResolveWithdrawalBody>) => ({
      action: 'resolve',
      outcome: body.outcome,
      receivedMinor: optionalMinor(body.receivedAmount, 'receivedAmount'),
      remainingMinor: optionalMinor(body.remainingAmount, 'remainingAmount'),
      reason: body.reason,
    })),
  );

  fastify.post(
    '/ops/withdrawals/:id/remainder',
    reviewSchema(OpsWithdrawalRemainderBody),
    review((body: OpsWithdrawalRemainderBody) =>
      body.outcome === 'paid'
        ? { action: 'remainder', outcome: 'paid', reference: body.reference }
        : { action: 'remainder', outcome: 'closed', reason: body.reason },
    ),
  );

  // The auto-receipt job, on the API's own timer (the live hub's pattern): one API process
  // or several, each order is settled once (see autoConfirm.ts).
  runEvery(
    fastify,
    fastify.appConfig.withdrawalAutoConfirmEveryMs,
    'withdrawal auto-receipt',
    (now) => autoConfirmDue(fastify.db, now),
  );
};
