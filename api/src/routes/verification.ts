import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { VerificationPurpose } from '../db/securitySchema.js';
import { ok } from '../http/envelope.js';
import { requestSmsCode } from '../services/verification/smsRequests.js';

const smsBody = (numberField: string) =>
  ({
    type: 'object',
    required: [numberField],
    properties: {
      [numberField]: { type: 'string', maxLength: 32 },
      countryDialingCode: { type: 'string', maxLength: 8 },
    },
  }) as const;

export const verificationRoutes: FastifyPluginAsync = async (fastify) => {
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

  fastify.post<{ Body: { mobileNum: string; countryDialingCode?: string } }>(
    '/wps/verification/sms/noLogin',
    { config: { brand: true, gate: true }, schema: { body: smsBody('mobileNum') } },
    async (request) =>
      ok(await send(request, 'noLogin', request.body.mobileNum, request.body.countryDialingCode)),
  );

  fastify.post<{ Body: { mobileNo: string; countryDialingCode?: string } }>(
    '/wps/verification/sms/register',
    { config: { brand: true, gate: true }, schema: { body: smsBody('mobileNo') } },
    async (request) =>
      ok(await send(request, 'register', request.body.mobileNo, request.body.countryDialingCode)),
  );
};
