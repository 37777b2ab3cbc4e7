import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MerchantCode,
  MinimumAgeBody,
  UnderAgeClosure,
  UnderAgeClosureBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { findBrandIdByCode, listMerchantCodes } from '../services/brands/brandRepository.js';
import { closeUnderAgeAccount } from '../services/members/underAgeClosure.js';
import { setBrandMinimumAge } from '../services/ops/brandMinimumAge.js';
import type { BrandSettingInput } from '../services/ops/brandSetting.js';
import { setBrandTimeZone } from '../services/ops/brandTimeZone.js';
import { patchBrand, type BrandPatch } from '../services/ops/brandAdmin.js';
import { brandAdminView } from '../services/ops/operatorActions.js';
import { brandPatchSchema } from './ops.js';

const Params = Type.Object({ merchantCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });
const MemberParams = Type.Object({
  merchantCode: Params.properties.merchantCode,
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

const TimeZoneBody = Type.Object(
  {
    /** An IANA name ("Asia/Dhaka"); checked against the runtime's list of zones. */
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/** The console's change of a brand: the root token's PATCH body, and why. */
const SettingsBody = Type.Object(
  {
    patch: Type.Unsafe<BrandPatch>(brandPatchSchema),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

const settingChange = <Value extends Type.TSchema>(value: Value) =>
  Type.Object({ merchantCode: Type.String(), before: value, after: value });

/**
 * The brands an operator may act on (any role: what `--brand all` of the CLI spans). Brand
 * settings an operator account changes (admin role, audited): the brand's time zone and its
 * minimum age; and the closure of an account found under that age.
 */
export const brandSettingsOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The admin, the brand and the audit's fields every setting's change takes. */
  const settingInput = async (
    request: FastifyRequest,
    { merchantCode, reason }: { merchantCode: string; reason: string },
  ): Promise<BrandSettingInput> => {
    const operator = await request.requireOperator('admin');
    return {
      operator,
      ip: request.clientIp(),
      merchantCode,
      reason,
      now: fastify.clock.now(),
      assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
    };
  };

  fastify.get(
    '/ops/brands',
    { config: { operator: true }, schema: { response: okResponse(Type.Array(MerchantCode)) } },
    async (request) => {
      const operator = await request.requireOperator();
      return ok(await listMerchantCodes(fastify.db, operator.brandIds));
    },
  );

  /**
   * The brand's settings for the console (admin, one of its brands): what the root token's
   * GET /ops/brands/:code answers, which an operator session cannot call.
   */
  fastify.get(
    '/ops/brands/:merchantCode/settings',
    { config: { operator: 'admin' }, schema: { params: Params } },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const brandId = await findBrandIdByCode(fastify.db, request.params.merchantCode);
      if (!brandId) throw errors.brandNotFound();
      assertOperatorBrand(operator, brandId);
      return ok(await brandAdminView(fastify.db, request.params.merchantCode));
    },
  );

  /** The console's change of a brand's settings: the root token's PATCH, with a reason, audited. */
  fastify.patch(
    '/ops/brands/:merchantCode/settings',
    { config: { operator: 'admin' }, schema: { params: Params, body: SettingsBody } },
    async (request) => {
      const { operator, ip, reason, now, assertBrand } = await settingInput(request, {
        ...request.params,
        reason: request.body.reason,
      });
      const patched = await patchBrand(
        fastify.db,
        request.params.merchantCode,
        request.body.patch,
        now,
        {
          operator,
          ip,
          reason,
          assertBrand,
        },
      );
      // The brand's sites see the change at their next call: no rebuild, no restart.
      fastify.brands.clear();
      return ok(patched);
    },
  );

  fastify.put(
    '/ops/brands/:merchantCode/time-zone',
    {
      config: { operator: 'admin' },
      schema: {
        params: Params,
        body: TimeZoneBody,
        response: okResponse(settingChange(Type.String())),
      },
    },
    async (request) => {
      const change = await setBrandTimeZone(fastify.db, {
        ...(await settingInput(request, { ...request.params, ...request.body })),
        timeZone: request.body.timeZone,
      });
      fastify.brands.clear();
      return ok(change);
    },
  );

  fastify.put(
    '/ops/brands/:merchantCode/minimum-age',
    {
      config: { operator: 'admin' },
      schema: {
        params: Params,
        body: MinimumAgeBody,
        response: okResponse(settingChange(Type.Integer())),
      },
    },
    async (request) => {
      const change = await setBrandMinimumAge(fastify.db, {
        ...(await settingInput(request, { ...request.params, ...request.body })),
        minimumAge: request.body.minimumAge,
      });
      fastify.brands.clear();
      return ok(change);
    },
  );

  fastify.post(
    '/ops/members/:merchantCode/:username/close-under-age',
    {
      config: { operator: 'admin' },
      schema: {
        params: MemberParams,
        body: UnderAgeClosureBody,
        response: okResponse(UnderAgeClosure),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const brandId = await findBrandIdByCode(fastify.db, request.params.merchantCode);
      if (!brandId) throw errors.brandNotFound();
      assertOperatorBrand(operator, brandId);
      const closure = await closeUnderAgeAccount(fastify.db, {
        operator,
        ip: request.clientIp(),
        brandId,
        account: request.params.username,
        reason: request.body.reason,
        now: fastify.clock.now(),
      });
      // Rare enough to drop this process's whole session cache rather than look up the id.
      fastify.sessions.clear();
      return ok(closure);
    },
  );
};
