import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { decryptBody } from '../plugins/encryption.js';
import { REGISTER_FIELDS, registerRulesFor } from '../services/brands/registerRules.js';
import { validationFailure } from '../services/members/fieldRules.js';
import {
  findAffiliateAgent,
  registerMember,
  type RegisterTab,
} from '../services/members/registration.js';
import { registrationFlags } from '../services/security/settings.js';

const STRING_FIELDS = [
  ...REGISTER_FIELDS,
  'confirmPassword',
  'verificationCode',
  'captchaId',
  'referralCode',
  'domain',
  'countryDialingCode',
  'registerUrl',
  'registerMethod',
];

const registerBodySchema = {
  type: 'object',
  properties: Object.fromEntries(
    STRING_FIELDS.map((field) => [field, { type: 'string', maxLength: 255 }]),
  ),
} as const;

export const registerRoutes: FastifyPluginAsync = async (fastify) => {
  const deps = {
    db: fastify.db,
    passwordHash: fastify.appConfig.passwordHash,
    sessionPolicy: fastify.appConfig.session,
  };

  for (const [url, tab] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const satisfies ReadonlyArray<readonly [string, RegisterTab]>) {
    fastify.put<{ Body: Record<string, unknown> }>(
      url,
      {
        config: { brand: true, gate: true },
        preValidation: decryptBody,
        schema: { body: registerBodySchema },
      },
      async (request) =>
        ok(
          await registerMember(deps, {
            brand: await request.requireBrand(),
            tab,
            body: request.body,
            ip: request.clientIp(),
            now: fastify.clock.now(),
          }),
        ),
    );
  }

  fastify.get<{ Querystring: { code: string; domain?: string } }>(
    '/wps/agent/affiliate',
    {
      config: { brand: true, gate: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', maxLength: 64 },
            domain: { type: 'string', maxLength: 255 },
          },
        },
      },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const agent = await findAffiliateAgent(fastify.db, brand.id, request.query.code);
      if (!agent) throw validationFailure('affiliateCode', 'code', 'Invalid invitation code');
      return ok({ valid: true, affiliateCode: agent.affiliateCode, agentNickname: agent.nickname });
    },
  );

  fastify.get('/wps/system/setting/register', { config: { brand: true } }, async (request) => {
    const brand = await request.requireBrand();
    return ok({ registerRules: registerRulesFor(brand), ...registrationFlags(brand) });
  });
};
