import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentIdParams,
  OpsBanner,
  OpsBannerCreateBody,
  OpsBannerEditBody,
  OpsBannerOrderBody,
  OpsBannerPage,
  OpsBannersQuery,
  OpsReasonBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { bannerArtRoute, sendBannerArt, type BannerArtRequest } from './bannerArtRoute.js';
import {
  bannerView,
  createBanner,
  deleteBanner,
  editBanner,
  endBanner,
  listBrandBanners,
  orderBanners,
} from '../services/content/bannerOps.js';
import { contentActor } from '../services/content/contentChange.js';
import type { Operator } from '../services/operators/operatorAccounts.js';

const SUPPORT = { operator: 'support' } as const;

/**
 * Banners per route group for the support role (issue 45 item 5). The site asks for its
 * banners on every load (MCSFE_getBanners reads the table, no cache), so a change shows there
 * at the next load; a new headline gets a new artwork key (the picture is cached for good).
 */
export const bannerOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The operator's brand by its code: 404 unknown, 403 not theirs. */
  const brandOf = async (operator: Operator, code: string) => {
    const brand = await fastify.brands.byCode(code);
    if (!brand) throw errors.brandNotFound();
    assertOperatorBrand(operator, brand.id);
    return brand;
  };
  const actorOf = (request: FastifyRequest, operator: Operator) =>
    contentActor(fastify.brands, operator, request.clientIp(), fastify.clock.now());

  // The artwork for the console's lists: the site's public art, but every /ops route takes an
  // operator's session (the console fetches it with the token and shows a blob URL).
  fastify.get<BannerArtRequest>(
    '/ops/banners/art/:imageKey.svg',
    { ...bannerArtRoute, config: SUPPORT },
    async (request, reply) => {
      await request.requireOperator('support');
      return sendBannerArt(fastify, request, reply);
    },
  );

  fastify.get(
    '/ops/banners',
    {
      config: SUPPORT,
      schema: { querystring: OpsBannersQuery, response: okResponse(OpsBannerPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { brand: code, group, pageNo, pageSize } = request.query;
      const brand = await brandOf(operator, code);
      return ok(
        await listBrandBanners(fastify.db, brand, {
          group,
          now: fastify.clock.now(),
          pageNo,
          pageSize,
        }),
      );
    },
  );

  fastify.post(
    '/ops/banners',
    {
      config: SUPPORT,
      schema: { body: OpsBannerCreateBody, response: okResponse(OpsBanner) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const brand = await brandOf(operator, request.body.brand);
      const actor = actorOf(request, operator);
      const row = await createBanner(fastify.db, brand, request.body, actor);
      return ok(bannerView(row, brand.merchantCode, actor.now));
    },
  );

  fastify.put(
    '/ops/banners/:id',
    {
      config: SUPPORT,
      schema: {
        params: ContentIdParams,
        body: OpsBannerEditBody,
        response: okResponse(OpsBanner),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const actor = actorOf(request, operator);
      const { row, brand } = await editBanner(fastify.db, request.params.id, request.body, actor);
      return ok(bannerView(row, brand.merchantCode, actor.now));
    },
  );

  fastify.post(
    '/ops/banners/order',
    {
      config: SUPPORT,
      schema: {
        body: OpsBannerOrderBody,
        response: okResponse(Type.Object({ ids: Type.Array(Type.String()) })),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { brand: code, groupName, ids, reason } = request.body;
      const brand = await brandOf(operator, code);
      await orderBanners(fastify.db, brand, { groupName, ids, reason }, actorOf(request, operator));
      return ok({ ids });
    },
  );

  fastify.post(
    '/ops/banners/:id/end',
    {
      config: SUPPORT,
      schema: { params: ContentIdParams, body: OpsReasonBody, response: okResponse(OpsBanner) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const actor = actorOf(request, operator);
      const { row, brand } = await endBanner(
        fastify.db,
        request.params.id,
        request.body.reason,
        actor,
      );
      return ok(bannerView(row, brand.merchantCode, actor.now));
    },
  );

  // A POST: the console's client sends no body with a DELETE, and the reason is required.
  fastify.post(
    '/ops/banners/:id/delete',
    {
      config: SUPPORT,
      schema: {
        params: ContentIdParams,
        body: OpsReasonBody,
        response: okResponse(Type.Object({ id: Type.String() })),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      await deleteBanner(
        fastify.db,
        request.params.id,
        request.body.reason,
        actorOf(request, operator),
      );
      return ok({ id: request.params.id });
    },
  );
};
