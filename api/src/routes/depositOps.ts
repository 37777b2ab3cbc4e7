import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DepositReferenceParams,
  OpsDepositCreditBody,
  OpsDepositFailBody,
  OpsDepositOrder,
  OpsDepositPage,
  OpsDepositQuery,
  OpsRotateProviderSecretBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import type { Database } from '../db/schema.js';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { findBrandIdByCode } from '../services/brands/brandRepository.js';
import { providerSecretName } from '../services/cashier/deposits/depositConfig.js';
import {
  auditView,
  depositForOperator,
  listDepositsForOperator,
} from '../services/cashier/deposits/depositOps.js';
import type { DepositOrderRow } from '../services/cashier/deposits/depositOrders.js';
import {
  expireDueDeposits,
  settleDeposit,
  type DepositOutcome,
} from '../services/cashier/deposits/depositSettlement.js';
import { isDepositProvider } from '../services/cashier/deposits/providers/providerRegistry.js';
import { recordAudit } from '../services/operators/audit.js';
import type { Operator } from '../services/operators/operatorAccounts.js';
import { rotateSeamlessSecret } from '../services/wallet/seamlessSecrets.js';

const FINANCE = { operator: 'finance' } as const;

/**
 * The operator's side of deposits (finance role): list and show orders of the brands the
 * operator holds, credit or fail a pending one (audited with before and after, in the same
 * transaction), run the expiry job, and rotate a payment provider's callback secret.
 */
export const depositOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const brandIdOf = async (operator: Operator, merchantCode: string) => {
    const brandId = await findBrandIdByCode(fastify.db, merchantCode);
    if (!brandId) throw errors.brandNotFound();
    assertOperatorBrand(operator, brandId);
    return brandId;
  };

  fastify.get(
    '/ops/deposits',
    {
      config: FINANCE,
      schema: { querystring: OpsDepositQuery, response: okResponse(OpsDepositPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const { brand, minAgeMinutes, minAmount, maxAmount, ...filter } = request.query;
      const brandIds = brand ? [await brandIdOf(operator, brand)] : operator.brandIds;
      return ok(
        await listDepositsForOperator(fastify.db, {
          ...filter,
          brandIds,
          createdBefore:
            minAgeMinutes === undefined
              ? undefined
              : new Date(fastify.clock.now().getTime() - minAgeMinutes * 60_000),
          // A filter's bound, so to the nearest cent rather than refused like an amount paid.
          minAmountMinor: minAmount === undefined ? undefined : BigInt(Math.round(minAmount * 100)),
          maxAmountMinor: maxAmount === undefined ? undefined : BigInt(Math.round(maxAmount * 100)),
        }),
      );
    },
  );

  fastify.get(
    '/ops/deposits/:reference',
    {
      config: FINANCE,
      schema: { params: DepositReferenceParams, response: okResponse(OpsDepositOrder) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      return ok(await depositForOperator(fastify.db, request.params.reference, operator.brandIds));
    },
  );

  const settle = async (
    request: FastifyRequest,
    reference: string,
    outcome: DepositOutcome,
    reason: string | null,
  ) => {
    const operator = await request.requireOperator('finance');
    const now = fastify.clock.now();
    const record = async (trx: Kysely<Database>, before: DepositOrderRow, after: DepositOrderRow) =>
      recordAudit(trx, {
        operator,
        ip: request.clientIp(),
        brandId: before.brand_id,
        action: outcome === 'credited' ? 'deposit.credit' : 'deposit.fail',
        targetType: 'deposit',
        targetId: before.reference,
        before: auditView(before),
        after: auditView(after),
        reason,
        now,
      });
    await settleDeposit(fastify.db, {
      reference,
      outcome,
      reason,
      brandIds: operator.brandIds,
      now,
      record,
    });
    return ok(await depositForOperator(fastify.db, reference, operator.brandIds));
  };

  fastify.post(
    '/ops/deposits/:reference/credit',
    {
      config: FINANCE,
      schema: {
        params: DepositReferenceParams,
        body: Type.Union([OpsDepositCreditBody, Type.Null()]),
        response: okResponse(OpsDepositOrder),
      },
    },
    async (request) =>
      settle(request, request.params.reference, 'credited', request.body?.reason ?? null),
  );

  fastify.post(
    '/ops/deposits/:reference/fail',
    {
      config: FINANCE,
      schema: {
        params: DepositReferenceParams,
        body: OpsDepositFailBody,
        response: okResponse(OpsDepositOrder),
      },
    },
    async (request) => settle(request, request.params.reference, 'failed', request.body.reason),
  );

  fastify.post(
    '/ops/deposits/expire',
    {
      config: FINANCE,
      schema: { response: okResponse(Type.Object({ expired: Type.Integer() })) },
    },
    async (request) => {
      await request.requireOperator('finance');
      return ok({ expired: await expireDueDeposits(fastify.db, fastify.clock.now()) });
    },
  );

  fastify.post(
    '/ops/deposits/providers/:provider/rotate-secret',
    {
      config: { operator: 'admin' },
      schema: {
        params: Type.Object({ provider: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) }),
        body: OpsRotateProviderSecretBody,
      },
    },
    async (request, reply) => {
      const operator = await request.requireOperator('admin');
      if (!isDepositProvider(request.params.provider)) throw errors.notFound('Provider');
      const brandId = await brandIdOf(operator, request.body.brand);
      const now = fastify.clock.now();
      const rotated = await rotateSeamlessSecret(fastify.db, {
        brandId,
        vendor: providerSecretName(request.params.provider),
        overlapMs:
          request.body.overlapSeconds === undefined
            ? fastify.appConfig.seamlessSecretOverlapMs
            : request.body.overlapSeconds * 1000,
        now,
      });
      await recordAudit(fastify.db, {
        operator,
        ip: request.clientIp(),
        brandId,
        action: 'deposit.provider-secret.rotate',
        targetType: 'deposit_provider',
        targetId: request.params.provider,
        before: rotated.previous,
        after: rotated.current,
        now,
      });
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(rotated);
    },
  );
};
