import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DailyReport, DailyReportQuery } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { dailyReport, reportBrands } from '../services/reports/dailyReport.js';

/** The operator's reports (issue 45 item 8): finance's figures, so finance and admins. */
export const reportsOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ops/reports/daily',
    {
      config: { operator: 'finance' },
      schema: { querystring: DailyReportQuery, response: okResponse(DailyReport) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const brands = await reportBrands(fastify.db, {
        merchantCode: request.query.brand,
        brandIds: operator.brandIds,
      });
      return ok(await dailyReport(fastify.db, request.query, brands));
    },
  );
};
