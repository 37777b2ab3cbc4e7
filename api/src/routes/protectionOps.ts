import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandProtection,
  BrandProtectionBody,
  OpsExclusionEntry,
  OpsExclusionsQuery,
  OpsMemberProtection,
  OpsTightenLimitBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { moneyInMinor } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { limitKeyOf } from '../services/protection/limits.js';
import {
  listExclusions,
  memberProtection,
  setBrandProtection,
  tightenLimit,
} from '../services/protection/operatorProtection.js';

const SUPPORT = { operator: 'support' } as const;
const MemberParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
  account: Type.String({ minLength: 1, maxLength: 64 }),
});
const BrandParams = Type.Object({ merchantCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });

/**
 * Player protection for operators (issue 44): a member's limits, exclusions and audit; a
 * stricter limit (never a looser one, never a lifted exclusion); a licence group's exclusions;
 * and the brand's licence group and reality-check default (admin).
 */
export const protectionOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const memberInput = async (
    request: FastifyRequest,
    params: { merchantCode: string; account: string },
  ) => {
    const operator = await request.requireOperator('support');
    return {
      operator,
      merchantCode: params.merchantCode,
      account: params.account,
      now: fastify.clock.now(),
      assertBrand: (brandId: string) => assertOperatorBrand(operator, brandId),
    };
  };

  fastify.get(
    '/ops/protection/members/:merchantCode/:account',
    {
      config: SUPPORT,
      schema: { params: MemberParams, response: okResponse(OpsMemberProtection) },
    },
    async (request) =>
      ok(await memberProtection(fastify.db, await memberInput(request, request.params))),
  );

  fastify.put(
    '/ops/protection/members/:merchantCode/:account/limits',
    {
      config: SUPPORT,
      schema: {
        params: MemberParams,
        body: OpsTightenLimitBody,
        response: okResponse(OpsMemberProtection),
      },
    },
    async (request) => {
      const { kind, period, amount, reason } = request.body;
      const key = limitKeyOf(kind, period);
      const value =
        kind === 'session' ? BigInt(Math.floor(amount)) : moneyInMinor(amount, 'amount');
      return ok(
        await tightenLimit(fastify.db, {
          ...(await memberInput(request, request.params)),
          key,
          value,
          reason,
        }),
      );
    },
  );

  fastify.get(
    '/ops/protection/exclusions',
    {
      config: SUPPORT,
      schema: {
        querystring: OpsExclusionsQuery,
        response: okResponse(Type.Array(OpsExclusionEntry)),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      return ok(
        await listExclusions(fastify.db, {
          group: request.query.group,
          inForce: request.query.inForce ?? false,
          brandIds: operator.brandIds,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.put(
    '/ops/brands/:merchantCode/protection',
    {
      config: { operator: 'admin' },
      schema: {
        params: BrandParams,
        body: BrandProtectionBody,
        response: okResponse(BrandProtection),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const change = await setBrandProtection(fastify.db, {
        operator,
        ip: request.clientIp(),
        merchantCode: request.params.merchantCode,
        change: request.body,
        now: fastify.clock.now(),
        assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
      });
      fastify.brands.clear();
      return ok(change);
    },
  );
};
