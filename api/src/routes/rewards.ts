import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BonusList,
  ClaimRewardBody,
  ClaimRewardResult,
  GrantRewardFields,
  GrantRewardResult,
  OpsRewardList,
  OpsRewardsQuery,
  RewardList,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { listBonuses } from '../services/rewards/memberBonuses.js';
import { claimReward, listRewards } from '../services/rewards/memberRewards.js';
import { grantReward, listBrandRewards } from '../services/rewards/operatorGrants.js';
import { rewardErrors } from '../services/rewards/rewardErrors.js';
import { rewardsConfigOf } from '../services/rewards/rewardsConfig.js';

/** A trial account sees its rewards and bonuses; claiming needs a real account. */
const MEMBER = { brand: true, gate: true, auth: true } as const;
const REAL_MEMBER = { brand: true, gate: true, realAccount: true } as const;
const FINANCE = { operator: 'finance' } as const;
/** One grant above this is a typing mistake, not a reward. */
const MAX_GRANT = 1_000_000;

const GrantRewardBody = Type.Object(
  {
    ...GrantRewardFields.properties,
    amount: Type.Unsafe<number | string>(moneySchema({ positive: true, max: MAX_GRANT })),
  },
  { additionalProperties: false },
);

async function operatorBrand(fastify: FastifyInstance, code: string) {
  const brand = await fastify.brands.byCode(code);
  if (!brand) throw errors.brandNotFound();
  return brand;
}

/** The reward centre and bonus details (issue 13), and the operator's grants. */
export const rewardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/rewards',
    { config: MEMBER, schema: { response: okResponse(RewardList) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await listRewards(fastify.db, account.id, fastify.clock.now()));
    },
  );

  fastify.post(
    '/wps/member/rewards/claim',
    {
      config: REAL_MEMBER,
      schema: { body: ClaimRewardBody, response: okResponse(ClaimRewardResult) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return ok(
        await claimReward(fastify.db, {
          brandId: brand.id,
          accountId: account.id,
          rewardId: request.body.id,
          config: rewardsConfigOf(brand),
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/wps/member/bonuses',
    { config: MEMBER, schema: { response: okResponse(BonusList) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await listBonuses(fastify.db, account.id, fastify.clock.now()));
    },
  );

  fastify.post(
    '/ops/rewards',
    { config: FINANCE, schema: { body: GrantRewardBody, response: okResponse(GrantRewardResult) } },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const brand = await operatorBrand(fastify, request.body.brand);
      assertOperatorBrand(operator, brand.id);
      const { account, kind, reason, idempotencyKey } = request.body;
      const turnover = request.body.turnover ?? 0;
      if (kind === 'CASH' && turnover > 0) throw rewardErrors.turnoverForCash();
      return ok(
        await grantReward(fastify.db, {
          operator,
          ip: request.clientIp(),
          brandId: brand.id,
          account,
          amountMinor: moneyInMinor(request.body.amount, 'amount'),
          payout: kind,
          turnoverMultiple: turnover,
          reason: reason.trim(),
          claimDays: request.body.expiresInDays ?? rewardsConfigOf(brand).claimDays,
          idempotencyKey,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/ops/rewards',
    {
      config: FINANCE,
      schema: { querystring: OpsRewardsQuery, response: okResponse(OpsRewardList) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const brand = await operatorBrand(fastify, request.query.brand);
      assertOperatorBrand(operator, brand.id);
      return ok(
        await listBrandRewards(
          fastify.db,
          brand.id,
          { account: request.query.account, state: request.query.state },
          fastify.clock.now(),
        ),
      );
    },
  );
};
