import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { merchantCodeSchema } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { patchBrand, type BrandPatch } from '../services/ops/brandAdmin.js';
import {
  brandAdminView,
  rotateVendorSecret,
  seamlessSecretFingerprints,
  setMemberDisabled,
} from '../services/ops/operatorActions.js';
import { MAX_SECRET_OVERLAP_MS } from '../services/wallet/seamlessSecrets.js';

const localizedTextSchema = {
  type: 'object',
  required: ['bn', 'en'],
  additionalProperties: false,
  properties: { bn: { type: 'string', maxLength: 2000 }, en: { type: 'string', maxLength: 2000 } },
} as const;

const toggleMapSchema = {
  type: 'object',
  additionalProperties: { type: 'boolean' },
  maxProperties: 64,
} as const;

const brandPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    maintenance: {
      type: 'object',
      required: ['enabled'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        message: localizedTextSchema,
        until: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] },
      },
    },
    regionRestriction: {
      type: 'object',
      required: ['blockedIps'],
      additionalProperties: false,
      properties: {
        blockedIps: {
          type: 'array',
          maxItems: 1000,
          items: { type: 'string', minLength: 2, maxLength: 64 },
        },
      },
    },
    modules: toggleMapSchema,
    flags: toggleMapSchema,
    /** The side bar's buttons (spec §2): live chat on or off, and the community links. */
    customerService: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        liveChat: { type: 'boolean' },
        // (propertyNames, not additionalProperties: false, which Fastify's Ajv strips silently)
        links: {
          type: 'object',
          propertyNames: { enum: ['facebook', 'telegram', 'whatsapp', 'instagram', 'messenger'] },
          additionalProperties: { type: 'string', pattern: '^https://', maxLength: 300 },
        },
      },
    },
    /** Replaces the brand's site origins; each must be on one of its hosts. */
    siteOrigins: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', minLength: 8, maxLength: 300 },
    },
    /** The manual rebate's rates (percent of the valid bet per game category). */
    rebate: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        ratesPercent: {
          type: 'object',
          propertyNames: { pattern: '^[A-Z0-9_]{2,16}$' },
          additionalProperties: { type: 'number', minimum: 0, maximum: 10 },
          maxProperties: 32,
        },
        vipBonus: { type: 'boolean' },
      },
    },
    security: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        allowPlainPayloads: { type: 'boolean' },
        passwordMaxAgeDays: { type: 'integer', minimum: 1, maximum: 3650 },
        smsExpiredMinutes: { type: 'integer', minimum: 1, maximum: 30 },
        mobileRegisterPassword: { type: 'boolean' },
      },
    },
    /** Invite friends (issue 13, REFERRAL_PROMO): the qualification rule and the reward. */
    referral: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        minFirstDepositMinor: { type: 'integer', minimum: 0, maximum: 100_000_000 },
        minValidBetMinor: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
        validBetDays: { type: 'integer', minimum: 1, maximum: 365 },
        rewardMinor: { type: 'integer', minimum: 0, maximum: 100_000_000 },
        payout: { enum: ['CASH', 'BONUS'] },
        turnoverMultiple: { type: 'number', minimum: 0, maximum: 100 },
        maxRewardsPerMonth: { type: 'integer', minimum: 0, maximum: 10_000 },
      },
    },
    /** The reward centre (issue 13): days to claim, days a bonus lasts, contacts it needs. */
    rewards: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        claimDays: { type: 'integer', minimum: 1, maximum: 365 },
        bonusDays: { type: 'integer', minimum: 1, maximum: 365 },
        bonusRequiresContact: {
          type: 'array',
          maxItems: 2,
          uniqueItems: true,
          items: { enum: ['zalo', 'whatsapp'] },
        },
      },
    },
  },
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Operator routes; registered only when OPS_TOKEN is configured. */
export const opsRoutes: FastifyPluginAsync<{ opsToken: string }> = async (fastify, options) => {
  const expected = digest(options.opsToken);

  fastify.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    // Compare fixed-length digests so neither content nor length leaks through timing.
    if (!token || !timingSafeEqual(digest(token), expected)) throw errors.opsUnauthorized();
  });

  const params = {
    type: 'object',
    required: ['merchantCode'],
    properties: { merchantCode: merchantCodeSchema },
  } as const;

  fastify.get<{ Params: { merchantCode: string } }>(
    '/ops/brands/:merchantCode',
    { schema: { params } },
    async (request) => ok(await brandAdminView(fastify.db, request.params.merchantCode)),
  );

  fastify.patch<{ Params: { merchantCode: string }; Body: BrandPatch }>(
    '/ops/brands/:merchantCode',
    { schema: { params, body: brandPatchSchema } },
    async (request) => {
      const patched = await patchBrand(
        fastify.db,
        request.params.merchantCode,
        request.body,
        fastify.clock.now(),
      );
      fastify.brands.clear();
      return ok(patched);
    },
  );

  /** Fingerprints of each vendor's seamless secrets: never a secret. */
  fastify.get<{ Params: { merchantCode: string } }>(
    '/ops/brands/:merchantCode/seamless-secrets',
    { schema: { params } },
    async (request) =>
      ok(
        await seamlessSecretFingerprints(
          fastify.db,
          request.params.merchantCode,
          fastify.clock.now(),
        ),
      ),
  );

  /** A new secret for the vendor, answered this once; the old one works for the overlap. */
  fastify.post<{
    Params: { merchantCode: string; vendor: string };
    Body: { overlapSeconds?: number } | undefined;
  }>(
    '/ops/brands/:merchantCode/seamless-secrets/:vendor/rotate',
    {
      schema: {
        params: {
          type: 'object',
          required: ['merchantCode', 'vendor'],
          properties: {
            merchantCode: merchantCodeSchema,
            vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
          },
        },
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            overlapSeconds: { type: 'integer', minimum: 0, maximum: MAX_SECRET_OVERLAP_MS / 1000 },
          },
        },
      },
    },
    async (request, reply) => {
      const overlapSeconds = request.body?.overlapSeconds;
      const rotated = await rotateVendorSecret(fastify.db, {
        merchantCode: request.params.merchantCode,
        vendor: request.params.vendor,
        overlapMs:
          overlapSeconds === undefined
            ? fastify.appConfig.seamlessSecretOverlapMs
            : overlapSeconds * 1000,
        now: fastify.clock.now(),
      });
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(rotated);
    },
  );

  fastify.patch<{ Params: { merchantCode: string; account: string }; Body: { disabled: boolean } }>(
    '/ops/members/:merchantCode/:account',
    {
      schema: {
        params: {
          type: 'object',
          required: ['merchantCode', 'account'],
          properties: {
            merchantCode: merchantCodeSchema,
            account: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        body: {
          type: 'object',
          required: ['disabled'],
          additionalProperties: false,
          properties: { disabled: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const result = await setMemberDisabled(fastify.db, {
        merchantCode: request.params.merchantCode,
        account: request.params.account,
        disabled: request.body.disabled,
        now: fastify.clock.now(),
      });
      // Rare enough to drop this process's whole session cache rather than look up the id.
      fastify.sessions.clear();
      return ok(result);
    },
  );
};
