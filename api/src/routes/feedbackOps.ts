import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FeedbackIdParams,
  OpsFeedback,
  OpsFeedbackHandleBody,
  OpsFeedbackPage,
  OpsFeedbackQuery,
} from '@site/contracts';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { handleFeedback, listFeedback } from '../services/content/feedbackOps.js';

const SUPPORT = { operator: 'support' } as const;

/**
 * The support role's side of the members' feedback (PUT /wps/feedback, support.ts): the queue
 * of what they wrote, and marking one handled with a note (issue 45, the console's queue).
 */
export const feedbackOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ops/feedback',
    {
      config: SUPPORT,
      schema: { querystring: OpsFeedbackQuery, response: okResponse(OpsFeedbackPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { brand, status, questionType, minAgeMinutes, pageNo, pageSize } = request.query;
      let brandIds = operator.brandIds;
      if (brand) {
        const found = await fastify.brands.byCode(brand);
        if (!found) throw errors.brandNotFound();
        assertOperatorBrand(operator, found.id);
        brandIds = [found.id];
      }
      return ok(
        await listFeedback(fastify.db, {
          brandIds,
          status: status ?? 'open',
          ...(questionType ? { questionType } : {}),
          ...(minAgeMinutes !== undefined
            ? { sentBefore: new Date(fastify.clock.now().getTime() - minAgeMinutes * 60_000) }
            : {}),
          pageNo,
          pageSize,
        }),
      );
    },
  );

  fastify.post(
    '/ops/feedback/:id/handle',
    {
      config: SUPPORT,
      schema: {
        params: FeedbackIdParams,
        body: OpsFeedbackHandleBody,
        response: okResponse(OpsFeedback),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      return ok(
        await handleFeedback(fastify.db, {
          id: request.params.id,
          note: request.body.note,
          operator,
          ip: request.clientIp(),
          assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
          now: fastify.clock.now(),
        }),
      );
    },
  );
};
