import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConvertPointBody,
  ConvertPointResult,
  OpsApproveRedemptionBody,
  OpsRedemption,
  OpsRedemptionPage,
  OpsRedemptionQuery,
  OpsRejectRedemptionBody,
  PointBalance,
  PointConfig,
  PointDetails,
  PointDetailsQuery,
  PointRewards,
  PointRewardsQuery,
  RedeemList,
  RedeemListQuery,
  RedeemPointBody,
  RedeemPointResult,
  RedemptionIdParams,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { pageOf } from '../db/paging.js';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { sendSvgArtwork } from '../http/svg-artwork.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { requestBaseUrl } from '../services/content/language.js';
import { convertPoints } from '../services/points/conversions.js';
import { conversionStep, pointsConfigOf } from '../services/points/pointsConfig.js';
import {
  getPointBalance,
  listPointDetails,
  listPointRewards,
  rewardArt,
} from '../services/points/pointsService.js';
import {
  listMemberRedemptions,
  operatorRedemptions,
  redeemReward,
  redemptionView,
  reviewRedemption,
  type RedemptionReview,
  type RedemptionRow,
} from '../services/points/redemptions.js';
import { renderRewardSvg } from '../services/points/rewardArt.js';

/** Spec §6: every point call needs a token; trial accounts are refused (the mall's warning). */
const POINT_GUARDS = { gate: true, module: 'POINT_MALL', realAccount: true } as const;
const POINT_ROUTE = { brand: true, ...POINT_GUARDS } as const;
const FINANCE = { operator: 'finance' } as const;

/** The relay guards already refused trial accounts (realAccount). */
async function pointsMember(request: FastifyRequest) {
  const brand = await request.requireBrand();
  const { account } = await request.requireMember();
  return { brand, member: { brandId: brand.id, accountId: account.id } };
}

/**
 * The points mall (spec §7 points): balance, goods, configuration, redeem history and point
 * details through the relay; redemption and conversion under `passwordCheck/` (the payment
 * password); the goods' pictures and the visitors' view of the goods; the operator's review.
 */
export const pointsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.relay.register({
    name: 'MCS2_getPointBalance',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { response: PointBalance },
    async handle(request) {
      const { member } = await pointsMember(request);
      return { pointBalance: await getPointBalance(fastify.db, member.accountId) };
    },
  });

  fastify.relay.register({
    name: 'MCS2_getPointReward',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { querystring: PointRewardsQuery, response: PointRewards },
    async handle(request, { query }) {
      const { brand } = await pointsMember(request);
      return listPointRewards(fastify.db, brand.id, query, requestBaseUrl(request));
    },
  });

  // Visitors see the goods too (issue 16) without a session; redeeming asks them to log in.
  fastify.get(
    '/wps/pointMall/goods',
    {
      config: { brand: true, gate: true, module: 'POINT_MALL' },
      schema: { querystring: PointRewardsQuery, response: okResponse(PointRewards) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(
        await listPointRewards(fastify.db, brand.id, request.query, requestBaseUrl(request)),
      );
    },
  );

  fastify.get(
    '/assets/rewards/:id.svg',
    { schema: { params: RedemptionIdParams } },
    async (request, reply) => {
      const art = await rewardArt(fastify.db, request.params.id);
      if (!art) throw errors.notFound('Reward');
      return sendSvgArtwork(reply, renderRewardSvg(art), 'daily');
    },
  );

  fastify.relay.register({
    name: 'MCS2_getPointConfig',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { response: PointConfig },
    async handle(request) {
      const { brand } = await pointsMember(request);
      const config = pointsConfigOf(brand);
      return {
        pointsPerUnit: config.pointsPerUnit,
        minConvertPoints: config.minConvertPoints,
        convertStep: conversionStep(config.pointsPerUnit),
        currency: brand.config.currency,
        currencySymbol: brand.config.currencySymbol,
        earnPer100: config.earnPer100,
        // Spec §9: points never expire.
        expires: false,
      };
    },
  });

  fastify.relay.register({
    name: 'MCS2_getRedeemPointList',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { querystring: RedeemListQuery, response: RedeemList },
    async handle(request, { query }) {
      const { member } = await pointsMember(request);
      const { rows, total } = await listMemberRedemptions(fastify.db, member, query);
      return pageOf(rows.map(redemptionView), total, query.pageSize);
    },
  });

  fastify.relay.register({
    name: 'ODSFE2_MemTransDet',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { querystring: PointDetailsQuery, response: PointDetails },
    async handle(request, { query }) {
      const { member } = await pointsMember(request);
      return listPointDetails(fastify.db, member.accountId, query);
    },
  });

  fastify.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      config: POINT_ROUTE,
      schema: { body: RedeemPointBody, response: okResponse(RedeemPointResult) },
    },
    async (request) => {
      const { member } = await pointsMember(request);
      const row = await redeemReward(fastify.db, member, request.body, fastify.clock.now());
      return ok({
        redemption: redemptionView(row),
        pointBalance: await getPointBalance(fastify.db, member.accountId),
      });
    },
  );

  fastify.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      config: POINT_ROUTE,
      schema: { body: ConvertPointBody, response: okResponse(ConvertPointResult) },
    },
    async (request) => {
      const { brand, member } = await pointsMember(request);
      return ok(
        await convertPoints(
          fastify.db,
          member,
          pointsConfigOf(brand),
          request.body,
          fastify.clock.now(),
        ),
      );
    },
  );

  const opsView = (row: RedemptionRow & { merchant_code: string; username: string }) => ({
    ...redemptionView(row),
    brand: row.merchant_code,
    member: row.username,
  });

  fastify.get(
    '/ops/points/redemptions',
    {
      config: FINANCE,
      schema: { querystring: OpsRedemptionQuery, response: okResponse(OpsRedemptionPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const { brand, status, member, minAgeMinutes, minPoints, maxPoints, pageNo, pageSize } =
        request.query;
      let query = operatorRedemptions(fastify.db, operator.brandIds);
      if (brand) {
        const found = await fastify.brands.byCode(brand);
        if (!found) throw errors.brandNotFound();
        assertOperatorBrand(operator, found.id);
        query = query.where('r.brand_id', '=', found.id);
      }
      if (status) query = query.where('r.status', '=', status);
      if (member) query = query.where('a.username_key', '=', member.toLowerCase());
      if (minAgeMinutes !== undefined)
        query = query.where(
          'r.created_at',
          '<=',
          new Date(fastify.clock.now().getTime() - minAgeMinutes * 60_000),
        );
      if (minPoints !== undefined) query = query.where('r.points_total', '>=', String(minPoints));
      if (maxPoints !== undefined) query = query.where('r.points_total', '<=', String(maxPoints));
      const { total } = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok({ list: rows.map(opsView), total: Number(total) });
    },
  );

  const oneForOperator = async (brandIds: readonly string[] | null, id: string) => {
    const row = await operatorRedemptions(fastify.db, brandIds)
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw errors.notFound('Redemption');
    return opsView(row);
  };

  fastify.get(
    '/ops/points/redemptions/:id',
    {
      config: FINANCE,
      schema: { params: RedemptionIdParams, response: okResponse(OpsRedemption) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      return ok(await oneForOperator(operator.brandIds, request.params.id));
    },
  );

  const review =
    (toReview: (body: { remark?: string }) => RedemptionReview) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: { remark?: string } }>) => {
      const operator = await request.requireOperator('finance');
      await reviewRedemption(
        fastify.db,
        { operator, ip: request.clientIp() },
        request.params.id,
        toReview(request.body ?? {}),
        fastify.clock.now(),
        (brandId) => assertOperatorBrand(operator, brandId),
      );
      return ok(await oneForOperator(operator.brandIds, request.params.id));
    };

  fastify.post(
    '/ops/points/redemptions/:id/approve',
    {
      config: FINANCE,
      schema: {
        params: RedemptionIdParams,
        body: OpsApproveRedemptionBody,
        response: okResponse(OpsRedemption),
      },
    },
    review((body) => ({ action: 'approve', remark: body.remark })),
  );
  fastify.post(
    '/ops/points/redemptions/:id/reject',
    {
      config: FINANCE,
      schema: {
        params: RedemptionIdParams,
        body: OpsRejectRedemptionBody,
        response: okResponse(OpsRedemption),
      },
    },
    review((body) => ({ action: 'reject', remark: body.remark ?? '' })),
  );
};
