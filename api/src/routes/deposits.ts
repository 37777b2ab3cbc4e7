import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddDepositProofsBody,
  CreateDepositBody,
  DepositMethods,
  DepositOrder,
  DepositOrderPage,
  DepositOrdersQuery,
  DepositReferenceParams,
} from '@site/contracts';
import { ok } from '../http/envelope.js';
import { moneyInMinor } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { depositConfigOf } from '../services/cashier/deposits/depositConfig.js';
import {
  addDepositProofs,
  createDepositOrder,
  listMemberDeposits,
  memberDepositOrder,
  toViews,
} from '../services/cashier/deposits/depositOrders.js';
import { expireDueDeposits } from '../services/cashier/deposits/depositSettlement.js';
import { APPLY_BODY_LIMIT } from './promotions.js';

const MEMBER = { brand: true, gate: true, realAccount: true } as const;
/** How often the API looks for pending orders past their time. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The member's deposits (member centre entry depositv2): the brand's methods, making an order
 * (with up to 3 proof images), adding proofs while it is pending, and the order history. Every
 * call answers only for the caller; trial accounts are refused.
 */
export const depositRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/deposit/methods',
    { config: MEMBER, schema: { response: okResponse(DepositMethods) } },
    async (request) => {
      const brand = await request.requireBrand();
      const config = depositConfigOf(brand);
      return ok({
        currencySymbol: brand.config.currencySymbol,
        expiryMinutes: config.expiryMinutes,
        methods: config.methods.map((method) => ({
          code: method.code,
          name: method.name,
          channels: method.channels.map(({ provider: _provider, ...channel }) => channel),
        })),
      });
    },
  );

  fastify.post(
    '/wps/member/deposit/orders',
    {
      config: MEMBER,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: { body: CreateDepositBody, response: okResponse(DepositOrder) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      const order = await createDepositOrder(fastify.db, {
        brand,
        accountId: account.id,
        method: request.body.method,
        channel: request.body.channel,
        amountMinor: moneyInMinor(request.body.amount, 'amount'),
        idempotencyKey: request.body.idempotencyKey,
        images: request.body.images ?? [],
        now: fastify.clock.now(),
      });
      const [view] = await toViews(fastify.db, [order]);
      return ok(view!);
    },
  );

  fastify.get(
    '/wps/member/deposit/orders',
    {
      config: MEMBER,
      schema: { querystring: DepositOrdersQuery, response: okResponse(DepositOrderPage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await listMemberDeposits(fastify.db, account.id, request.query));
    },
  );

  fastify.get(
    '/wps/member/deposit/order',
    {
      config: MEMBER,
      schema: { querystring: DepositReferenceParams, response: okResponse(DepositOrder) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const order = await memberDepositOrder(fastify.db, account.id, request.query.reference);
      const [view] = await toViews(fastify.db, [order]);
      return ok(view!);
    },
  );

  fastify.post(
    '/wps/member/deposit/proofs',
    {
      config: MEMBER,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        body: AddDepositProofsBody,
        response: okResponse(DepositOrder),
      },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const order = await addDepositProofs(
        fastify.db,
        { brandId: account.brandId, accountId: account.id },
        request.body.reference,
        request.body.images,
        fastify.clock.now(),
      );
      const [view] = await toViews(fastify.db, [order]);
      return ok(view!);
    },
  );

  // The expiry job; each order expires by its own conditional update, so several API
  // instances sweeping at once still expire it once. Tests run the job themselves.
  if (fastify.appConfig.nodeEnv !== 'test') {
    let timer: NodeJS.Timeout | null = null;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => {
        expireDueDeposits(fastify.db, fastify.clock.now()).catch((error: unknown) =>
          fastify.log.error({ err: error }, 'deposit expiry sweep failed'),
        );
      }, EXPIRY_SWEEP_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
};
