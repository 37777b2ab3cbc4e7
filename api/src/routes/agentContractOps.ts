import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, DividendTier } from '@site/contracts';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { offerContract, termsOf } from '../services/agent/contracts.js';
import { AGENT_ACCOUNT_TYPES } from '../services/members/accountRepository.js';
import { recordAudit } from '../services/operators/audit.js';

const PlatformOfferBody = Type.Object(
  {
    brand: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
    account: Type.String({ minLength: 1, maxLength: 64 }),
    kind: Type.Enum(CONTRACT_KINDS),
    rateBp: Type.Integer({ minimum: 0, maximum: 10_000 }),
    profitRateBp: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
    minBet: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
    period: Type.Optional(Type.Enum(DIVIDEND_PERIODS)),
    tiers: Type.Optional(Type.Array(DividendTier, { minItems: 1, maxItems: 10 })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/**
 * The platform's contract offers (finance role, audited): the platform pays a top agent (one
 * without an upline); every other agent is offered contracts by its upline in the agent centre.
 */
export const agentContractOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ops/agent-contracts',
    {
      config: { operator: 'finance' },
      schema: { body: PlatformOfferBody, response: okResponse(Type.Object({ id: Type.String() })) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const { brand: code, account, reason } = request.body;
      const terms = termsOf(request.body);
      const brand = await fastify.brands.byCode(code);
      if (!brand) throw errors.brandNotFound();
      assertOperatorBrand(operator, brand.id);
      const agent = await fastify.db
        .selectFrom('accounts')
        .select(['id', 'is_agent'])
        .where('brand_id', '=', brand.id)
        .where('username_key', '=', account.trim().toLowerCase())
        .where('upline_id', 'is', null)
        .executeTakeFirst();
      if (!agent || !AGENT_ACCOUNT_TYPES.includes(agent.is_agent))
        throw errors.validation('account', 'Not a top agent of this brand');
      const now = fastify.clock.now();
      const id = await fastify.db.transaction().execute(async (trx) => {
        const contractId = await offerContract(trx, {
          brandId: brand.id,
          payerId: null,
          agentId: agent.id,
          terms,
          now,
        });
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: brand.id,
          action: 'agent-contract.offer',
          targetType: 'agent_contract',
          targetId: contractId,
          after: {
            account,
            kind: terms.kind,
            rateBp: terms.rateBp,
            profitRateBp: terms.profitRateBp,
            minBet: request.body.minBet,
            ...(terms.dividend ?? {}),
          },
          reason: reason.trim(),
          now,
        });
        return contractId;
      });
      return ok({ id });
    },
  );
};
