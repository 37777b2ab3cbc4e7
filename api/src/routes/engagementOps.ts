import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EngagementSettings } from '@site/contracts';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { findBrandIdByCode } from '../services/brands/brandRepository.js';
import { engagementSettings } from '../services/ops/engagementSettings.js';

const Params = Type.Object({ merchantCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });

/**
 * The console's engagement settings (issue 45 item 5, admin): a brand's missions, wheel and
 * envelopes, raffles and rebate rates as its site uses them, with the mission ids no new mission
 * may take. They change through PATCH /ops/brands/:code/settings (brandSettingsOps.ts).
 */
export const engagementOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ops/brands/:merchantCode/engagement',
    {
      config: { operator: 'admin' },
      schema: { params: Params, response: okResponse(EngagementSettings) },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const brandId = await findBrandIdByCode(fastify.db, request.params.merchantCode);
      if (!brandId) throw errors.brandNotFound();
      assertOperatorBrand(operator, brandId);
      return ok(await engagementSettings(fastify.db, brandId));
    },
  );
};
