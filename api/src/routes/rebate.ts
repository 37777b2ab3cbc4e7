import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RebateClaim, RebateClaimPage, RebateClaimsQuery, RebatePreview } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { claimRebate, rebateClaims, rebatePreview } from '../services/rebate/rebateService.js';

/** Only where the brand's MANUAL_REBATE flag is on; trial accounts are refused (spec §4). */
const REBATE = { brand: true, gate: true, module: 'MANUAL_REBATE', realAccount: true } as const;

/** The manual rebate (issue 13, spec §1, §2 manualRebate): preview, claim, claims. */
export const rebateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const member = async (request: FastifyRequest) => ({
    brand: await request.requireBrand(),
    account: (await request.requireMember()).account,
  });

  fastify.get(
    '/wps/member/rebate',
    { config: REBATE, schema: { response: okResponse(RebatePreview) } },
    async (request) => {
      const { brand, account } = await member(request);
      return ok(await rebatePreview(fastify.db, brand, account, fastify.clock.now()));
    },
  );

  fastify.post(
    '/wps/member/rebate/claim',
    { config: REBATE, schema: { response: okResponse(RebateClaim) } },
    async (request) => {
      const { brand, account } = await member(request);
      return ok(await claimRebate(fastify.db, brand, account, fastify.clock.now()));
    },
  );

  fastify.get(
    '/wps/member/rebate/claims',
    {
      config: REBATE,
      schema: { querystring: RebateClaimsQuery, response: okResponse(RebateClaimPage) },
    },
    async (request) => {
      const { account } = await member(request);
      return ok(await rebateClaims(fastify.db, account.id, request.query));
    },
  );
};
