import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SmsLoginCodeBody, SmsRegisterCodeBody, SmsSent } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { VerificationPurpose } from '../db/securitySchema.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { consumeRate } from '../services/security/rateLimiter.js';
import { securitySettings } from '../services/security/settings.js';
import {
  invalidMobile,
  normaliseDialingCode,
  normaliseMobile,
  sendSmsCode,
  SMS_TOO_MANY,
} from '../services/verification/smsCodes.js';

export const verificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  async function send(
    request: FastifyRequest,
    purpose: VerificationPurpose,
    rawNumber: unknown,
    rawDialingCode: unknown,
  ) {
    const brand = await request.requireBrand();
    const now = fastify.clock.now();
    const mobileNum = normaliseMobile(rawNumber);
    if (!mobileNum) throw invalidMobile(purpose === 'register' ? 'mobileNo' : 'mobileNum');
    // Per client as well as per number: at most 20 sends in 15 minutes from one IP.
    await consumeRate(
      fastify.db,
      { scope: 'sms-ip', key: request.clientIp(), windowMs: 15 * 60 * 1000, limit: 20 },
      now,
      SMS_TOO_MANY,
    );
    let deliver = true;
    if (purpose === 'noLogin') {
      // Login / recovery codes go only to registered numbers; the answer does not tell.
      const account = await fastify.db
        .selectFrom('accounts')
        .select('id')
        .where('brand_id', '=', brand.id)
        .where('mobile_num', '=', mobileNum)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      deliver = account !== undefined;
    }
    return sendSmsCode(fastify.db, fastify.providers.sms, {
      brandId: brand.id,
      purpose,
      mobileNum,
      dialingCode: normaliseDialingCode(rawDialingCode),
      expiredMinutes: securitySettings(brand).smsExpiredMinutes,
      deliver,
      now,
    });
  }

  fastify.post(
    '/wps/verification/sms/noLogin',
    {
      config: { brand: true, gate: true },
      schema: { body: SmsLoginCodeBody, response: okResponse(SmsSent) },
    },
    async (request) =>
      ok(await send(request, 'noLogin', request.body.mobileNum, request.body.countryDialingCode)),
  );

  fastify.post(
    '/wps/verification/sms/register',
    {
      config: { brand: true, gate: true },
      schema: { body: SmsRegisterCodeBody, response: okResponse(SmsSent) },
    },
    async (request) =>
      ok(await send(request, 'register', request.body.mobileNo, request.body.countryDialingCode)),
  );
};
