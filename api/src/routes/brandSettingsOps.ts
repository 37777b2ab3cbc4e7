import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { setBrandTimeZone } from '../services/ops/brandTimeZone.js';

const Params = Type.Object({ merchantCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });

const TimeZoneBody = Type.Object(
  {
    /** An IANA name ("Asia/Dhaka"); checked against the runtime's list of zones. */
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

const TimeZoneChange = Type.Object({
  merchantCode: Type.String(),
  before: Type.String(),
  after: Type.String(),
});

/** Brand settings an operator account changes (admin role, audited): the brand's time zone. */
export const brandSettingsOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '/ops/brands/:merchantCode/time-zone',
    {
      config: { operator: 'admin' },
      schema: { params: Params, body: TimeZoneBody, response: okResponse(TimeZoneChange) },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const change = await setBrandTimeZone(fastify.db, {
        operator,
        ip: request.clientIp(),
        merchantCode: request.params.merchantCode,
        timeZone: request.body.timeZone,
        reason: request.body.reason,
        now: fastify.clock.now(),
        assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
      });
      fastify.brands.clear();
      return ok(change);
    },
  );
};
