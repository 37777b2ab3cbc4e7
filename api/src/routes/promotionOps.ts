import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationIdParams,
  ApplicationImageParams,
  OpsApplication,
  OpsApplicationIssueFields,
  OpsApplicationList,
  OpsApplicationProcessBody,
  OpsApplicationRejectBody,
  OpsApplicationsQuery,
  OpsRaffleDraw,
  OpsRaffleDrawBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { runEvery } from '../http/periodicJob.js';
import { sendPrivateImage } from '../http/privateImage.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { recordAudit } from '../services/operators/audit.js';
import {
  applicationForOperator,
  applicationImage,
  listApplications,
  moveApplication,
  type ApplicationMove,
  type MoveInput,
} from '../services/promotions/applicationReview.js';
import { drawDueRaffles, drawRaffle, raffleErrors } from '../services/promotions/raffles.js';

const SUPPORT = { operator: 'support' } as const;
const FINANCE = { operator: 'finance' } as const;
/** One issue above this is a typing mistake, not a promotion reward. */
const MAX_ISSUE = 1_000_000;

const IssueBody = Type.Union([
  Type.Object(
    {
      ...OpsApplicationIssueFields.properties,
      amount: Type.Optional(
        Type.Unsafe<number | string>(moneySchema({ positive: true, max: MAX_ISSUE })),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

/**
 * The operator's side of promotions: the application queue (support role reviews, moves to
 * process and rejects; finance issues, which offers the member a reward) and raffle draws
 * (finance), every move audited in its own transaction. The scheduled draw runs here too.
 */
export const promotionOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ops/applications',
    {
      config: SUPPORT,
      schema: { querystring: OpsApplicationsQuery, response: okResponse(OpsApplicationList) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { brand, status, promotion, member, minAgeMinutes, limit, pageNo, pageSize } =
        request.query;
      let brandIds = operator.brandIds;
      if (brand) {
        const found = await fastify.brands.byCode(brand);
        if (!found) throw errors.brandNotFound();
        assertOperatorBrand(operator, found.id);
        brandIds = [found.id];
      }
      return ok(
        await listApplications(fastify.db, {
          brandIds,
          status: status ?? 'applying',
          ...(promotion ? { promotion } : {}),
          ...(member ? { member } : {}),
          ...(minAgeMinutes
            ? { sentBefore: new Date(fastify.clock.now().getTime() - minAgeMinutes * 60_000) }
            : {}),
          ...(pageNo
            ? { limit: pageSize ?? 20, offset: (pageNo - 1) * (pageSize ?? 20) }
            : { limit: limit ?? 50 }),
        }),
      );
    },
  );

  fastify.get(
    '/ops/applications/:id',
    {
      config: SUPPORT,
      schema: { params: ApplicationIdParams, response: okResponse(OpsApplication) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      return ok(await applicationForOperator(fastify.db, request.params.id, operator.brandIds));
    },
  );

  fastify.get(
    '/ops/applications/:id/images/:imageId',
    { config: SUPPORT, schema: { params: ApplicationImageParams } },
    async (request, reply) => {
      const operator = await request.requireOperator('support');
      const image = await applicationImage(
        fastify.db,
        request.params.id,
        request.params.imageId,
        operator.brandIds,
      );
      if (!image) throw errors.notFound('Image');
      return sendPrivateImage(reply, {
        fileName: image.file_name,
        contentType: image.content_type,
        data: image.data,
      });
    },
  );

  const move = async (
    request: FastifyRequest,
    id: string,
    to: ApplicationMove,
    extra: Pick<MoveInput, 'reason' | 'amountMinor' | 'payout' | 'turnoverMultiple'>,
  ) => {
    const operator = await request.requireOperator(to === 'issued' ? 'finance' : 'support');
    return ok(
      await moveApplication(fastify.db, {
        id,
        to,
        operator,
        ip: request.clientIp(),
        now: fastify.clock.now(),
        ...extra,
      }),
    );
  };

  fastify.post(
    '/ops/applications/:id/process',
    {
      config: SUPPORT,
      schema: {
        params: ApplicationIdParams,
        body: Type.Union([OpsApplicationProcessBody, Type.Null()]),
        response: okResponse(OpsApplication),
      },
    },
    async (request) =>
      move(request, request.params.id, 'process', {
        reason: request.body?.reason?.trim() ?? null,
      }),
  );

  fastify.post(
    '/ops/applications/:id/reject',
    {
      config: SUPPORT,
      schema: {
        params: ApplicationIdParams,
        body: OpsApplicationRejectBody,
        response: okResponse(OpsApplication),
      },
    },
    async (request) =>
      move(request, request.params.id, 'rejected', { reason: request.body.reason.trim() }),
  );

  fastify.post(
    '/ops/applications/:id/issue',
    {
      config: FINANCE,
      schema: {
        params: ApplicationIdParams,
        body: IssueBody,
        response: okResponse(OpsApplication),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      return move(request, request.params.id, 'issued', {
        reason: body.reason?.trim() ?? null,
        ...(body.amount !== undefined ? { amountMinor: moneyInMinor(body.amount, 'amount') } : {}),
        ...(body.kind ? { payout: body.kind } : {}),
        ...(body.turnover !== undefined ? { turnoverMultiple: body.turnover } : {}),
      });
    },
  );

  fastify.post(
    '/ops/raffles/draw',
    {
      config: FINANCE,
      schema: { body: OpsRaffleDrawBody, response: okResponse(OpsRaffleDraw) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const brand = await fastify.brands.byCode(request.body.brand);
      if (!brand) throw errors.brandNotFound();
      assertOperatorBrand(operator, brand.id);
      const { promotion: key, period, early } = request.body;
      const promotion = await fastify.db
        .selectFrom('promotions')
        .select('id')
        .where('brand_id', '=', brand.id)
        .where((eb) =>
          /^[0-9]+$/.test(key) ? eb('id', '=', key) : eb('code', '=', key.toUpperCase()),
        )
        .executeTakeFirst();
      if (!promotion) throw raffleErrors.notRaffle();
      const now = fastify.clock.now();
      return ok(
        await drawRaffle(fastify.db, {
          brand,
          promotionId: promotion.id,
          period,
          now,
          early: early === true,
          record: (trx, result) =>
            recordAudit(trx, {
              operator,
              ip: request.clientIp(),
              brandId: brand.id,
              action: 'raffle.draw',
              targetType: 'raffle',
              targetId: `${promotion.id}:${period}`,
              before: null,
              after: {
                tickets: result.tickets,
                early: result.early,
                winners: result.winners.map((winner) => winner.account),
              },
              reason: null,
              now,
            }),
        }),
      );
    },
  );

  runEvery(fastify, fastify.appConfig.raffleDrawEveryMs, 'raffle draw job', (now) =>
    drawDueRaffles(fastify.db, now),
  );
};
