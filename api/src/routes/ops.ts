import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { merchantCodeSchema } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { findBrandIdByCode, loadBrand } from '../services/brands/brandRepository.js';
import { setAccountDisabled } from '../services/members/accountSecurity.js';
import { patchBrand, toAdminView, type BrandPatch } from '../services/ops/brandAdmin.js';

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
    /** Where links in mails point (services/brands/siteOrigin.ts); `port: null` drops it. */
    site: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        primaryHost: { type: 'string', minLength: 1, maxLength: 253 },
        scheme: { type: 'string', enum: ['http', 'https'] },
        port: { anyOf: [{ type: 'integer', minimum: 1, maximum: 65535 }, { type: 'null' }] },
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
    async (request) => {
      const brandId = await findBrandIdByCode(fastify.db, request.params.merchantCode);
      const brand = brandId ? await loadBrand(fastify.db, brandId) : null;
      if (!brand) throw errors.brandNotFound();
      return ok(toAdminView(brand));
    },
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
      const brandId = await findBrandIdByCode(fastify.db, request.params.merchantCode);
      if (!brandId) throw errors.brandNotFound();
      const result = await setAccountDisabled(
        fastify.db,
        brandId,
        request.params.account,
        request.body.disabled,
        fastify.clock.now(),
      );
      if (!result) throw errors.notFound('Account');
      return ok(result);
    },
  );
};
