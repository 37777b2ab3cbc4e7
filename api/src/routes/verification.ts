import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SmsLoginCodeBody, SmsRegisterCodeBody, SmsSent } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { VerificationPurpose } from '../db/securitySchema.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { requestSmsCode } from '../services/verification/smsRequests.js';

export const verificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = { db: fastify.db, sms: fastify.providers.sms };
  const send = async (
    request: FastifyRequest,
    purpose: VerificationPurpose,
    mobileNum: string,
    dialingCode: string | undefined,
  ) =>
    requestSmsCode(deps, {
      brand: await request.requireBrand(),
      purpose,
      mobileNum,
      dialingCode,
      ip: request.clientIp(),
      now: fastify.clock.now(),
    });

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
