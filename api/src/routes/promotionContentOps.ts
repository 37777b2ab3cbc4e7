import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsSingleHtmlPreview,
  OpsSingleHtmlPreviewBody,
  OpsPromotion,
  OpsPromotionFields,
  OpsPromotionPage,
  OpsPromotionsQuery,
  OpsReason,
  OpsReasonBody,
  PROMOTION_CODE_PATTERN,
  PromotionIdParams,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { requestBaseUrl } from '../services/content/language.js';
import { sanitizeHtml } from '../services/content/sanitizeHtml.js';
import { supportOperatorOfBrand } from '../services/content/supportBrand.js';
import { recordAudit } from '../services/operators/audit.js';
import {
  auditPicture,
  claimsOfOne,
  endPromotion,
  inputOf,
  insertPromotion,
  listOpsPromotions,
  promotionForOperator,
  promotionView,
  updatePromotion,
  type PromotionInput,
} from '../services/promotions/promotionAdmin.js';

const SUPPORT = { operator: 'support' } as const;
/** One claim above this is a typing mistake, not a promotion reward. */
const MAX_REWARD = 1_000_000;
const RewardAmount = Type.Unsafe<number | string>(
  moneySchema({ positive: false, max: MAX_REWARD }),
);

const CreateBody = Type.Object(
  {
    brand: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
    code: Type.String({ pattern: PROMOTION_CODE_PATTERN }),
    ...OpsPromotionFields.properties,
    rewardAmount: RewardAmount,
    reason: OpsReason,
  },
  { additionalProperties: false },
);
const EditBody = Type.Object(
  {
    ...Type.Partial(OpsPromotionFields).properties,
    rewardAmount: Type.Optional(RewardAmount),
    reason: OpsReason,
  },
  { additionalProperties: false, minProperties: 2 },
);

const timeOf = (field: string, text: string): Date => {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw errors.validation(field, 'Not a time');
  return time;
};

type Fields = Partial<Omit<OpsPromotionFields, 'rewardAmount'>> & {
  rewardAmount?: number | string | undefined;
};

/** An edit's fields over what is stored (a create's over nothing: every field is there). */
function applyFields(base: PromotionInput | null, body: Fields): PromotionInput {
  const pick = <K extends keyof PromotionInput>(key: K, value: PromotionInput[K] | undefined) =>
    value !== undefined ? value : (base![key] as PromotionInput[K]);
  return {
    category: pick('category', body.category),
    titleBn: pick('titleBn', body.titleBn),
    titleEn: pick('titleEn', body.titleEn),
    summaryBn: pick('summaryBn', body.summaryBn),
    summaryEn: pick('summaryEn', body.summaryEn),
    bodyHtmlBn: pick('bodyHtmlBn', body.bodyHtmlBn),
    bodyHtmlEn: pick('bodyHtmlEn', body.bodyHtmlEn),
    imageKey: body.imageKey ?? base?.imageKey,
    startsAt: pick('startsAt', body.startsAt ? timeOf('startsAt', body.startsAt) : undefined),
    endsAt:
      body.endsAt === undefined
        ? base!.endsAt
        : body.endsAt === null
          ? null
          : timeOf('endsAt', body.endsAt),
    requiresApplication: pick('requiresApplication', body.requiresApplication),
    rewardMinor: pick(
      'rewardMinor',
      body.rewardAmount === undefined ? undefined : moneyInMinor(body.rewardAmount, 'rewardAmount'),
    ),
    payout: pick('payout', body.payout),
    turnoverMultiple: pick('turnoverMultiple', body.turnoverMultiple),
  };
}

/**
 * Promotions as members read them (issue 45 item 5; support role, audited with the reason in the
 * change's transaction): the brand's list by state, a new one, an edit, the end now, and the
 * preview of the sanitised HTML. The site reads promotions from the database on each call, and
 * the artwork's URL changes with what it draws, so a change shows at the site's next load.
 */
export const promotionContentOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const brandOf = (request: FastifyRequest, code: string) =>
    supportOperatorOfBrand(fastify, request, code);

  fastify.get(
    '/ops/promotions',
    {
      config: SUPPORT,
      schema: { querystring: OpsPromotionsQuery, response: okResponse(OpsPromotionPage) },
    },
    async (request) => {
      const { brand } = await brandOf(request, request.query.brand);
      return ok(
        await listOpsPromotions(fastify.db, {
          brandId: brand.id,
          brand: brand.merchantCode,
          state: request.query.state,
          pageNo: request.query.pageNo ?? 1,
          pageSize: request.query.pageSize ?? 20,
          now: fastify.clock.now(),
          baseUrl: requestBaseUrl(request),
        }),
      );
    },
  );

  fastify.post(
    '/ops/promotions/preview',
    {
      config: SUPPORT,
      schema: { body: OpsSingleHtmlPreviewBody, response: okResponse(OpsSingleHtmlPreview) },
    },
    async (request) => {
      await request.requireOperator('support');
      return ok({ html: sanitizeHtml(request.body.html) });
    },
  );

  fastify.get(
    '/ops/promotions/:id',
    { config: SUPPORT, schema: { params: PromotionIdParams, response: okResponse(OpsPromotion) } },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { row, brand } = await promotionForOperator(
        fastify.db,
        request.params.id,
        operator.brandIds,
      );
      const claims = await claimsOfOne(fastify.db, String(row.id));
      return ok(promotionView(row, brand, claims, fastify.clock.now(), requestBaseUrl(request)));
    },
  );

  fastify.post(
    '/ops/promotions',
    { config: SUPPORT, schema: { body: CreateBody, response: okResponse(OpsPromotion) } },
    async (request) => {
      const { operator, brand } = await brandOf(request, request.body.brand);
      const { reason, code, brand: _brand, ...fields } = request.body;
      const input = applyFields(null, fields);
      const now = fastify.clock.now();
      const row = await fastify.db.transaction().execute(async (trx) => {
        const created = await insertPromotion(trx, brand.id, code, input);
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: brand.id,
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: String(created.id),
          after: auditPicture(created),
          reason: reason.trim(),
          now,
        });
        return created;
      });
      return ok(promotionView(row, brand.merchantCode, 0, now, requestBaseUrl(request)));
    },
  );

  fastify.patch(
    '/ops/promotions/:id',
    {
      config: SUPPORT,
      schema: { params: PromotionIdParams, body: EditBody, response: okResponse(OpsPromotion) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { reason, ...fields } = request.body;
      const now = fastify.clock.now();
      const { row, brand } = await fastify.db.transaction().execute(async (trx) => {
        const found = await promotionForOperator(trx, request.params.id, operator.brandIds, true);
        const updated = await updatePromotion(
          trx,
          String(found.row.id),
          applyFields(inputOf(found.row), fields),
        );
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: String(found.row.brand_id),
          action: 'promotion.edit',
          targetType: 'promotion',
          targetId: String(updated.id),
          before: auditPicture(found.row),
          after: auditPicture(updated),
          reason: reason.trim(),
          now,
        });
        return { row: updated, brand: found.brand };
      });
      const claims = await claimsOfOne(fastify.db, String(row.id));
      return ok(promotionView(row, brand, claims, now, requestBaseUrl(request)));
    },
  );

  fastify.post(
    '/ops/promotions/:id/end',
    {
      config: SUPPORT,
      schema: {
        params: PromotionIdParams,
        body: OpsReasonBody,
        response: okResponse(OpsPromotion),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const now = fastify.clock.now();
      const { row, brand } = await fastify.db.transaction().execute(async (trx) => {
        const found = await promotionForOperator(trx, request.params.id, operator.brandIds, true);
        const ended = await endPromotion(trx, found.row, now);
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: String(found.row.brand_id),
          action: 'promotion.end',
          targetType: 'promotion',
          targetId: String(ended.id),
          before: {
            startsAt: found.row.starts_at.toISOString(),
            endsAt: found.row.ends_at?.toISOString() ?? null,
          },
          after: {
            startsAt: ended.starts_at.toISOString(),
            endsAt: ended.ends_at?.toISOString() ?? null,
          },
          reason: request.body.reason.trim(),
          now,
        });
        return { row: ended, brand: found.brand };
      });
      const claims = await claimsOfOne(fastify.db, String(row.id));
      return ok(promotionView(row, brand, claims, now, requestBaseUrl(request)));
    },
  );
};
