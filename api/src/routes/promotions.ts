import {
  ApplyBody,
  ApplyResult,
  ClaimBody,
  Claimed,
  PromotionDetail,
  PromotionDetailQuery,
  PromotionList,
  PromotionsQuery,
} from '@site/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import { sendPrivateImage } from '../http/privateImage.js';
import {
  artworkLanguage,
  artworkLanguageQuerySchema,
  sendSvgArtwork,
} from '../http/svg-artwork.js';
import { optionalMember } from '../plugins/auth.js';
import { renderBannerSvg } from '../services/content/bannerArt.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { rewardsConfigOf } from '../services/rewards/rewardsConfig.js';
import { rafflesOf } from '../services/promotions/raffleSchedule.js';
import {
  applyActivity,
  claimPromotion,
  listPromotions,
  ownedImage,
  promotionArt,
  promotionDetail,
  type ApplyInput,
} from '../services/promotions/promotionService.js';

const PROMO_GUARDS = { gate: true, module: 'PROMOTIONS' } as const;
/** 3 images of 5 MB as base64 (≈ 20 MB) plus the JSON around them. */
export const APPLY_BODY_LIMIT = 22 * 1024 * 1024;

/** Promotions, activity applications and raffle claims (issue 4; spec §4, §5). */
export const promotionRoutes: FastifyPluginAsync = async (fastify) => {
  const context = async (request: FastifyRequest) => ({
    raffles: rafflesOf(await request.requireBrand()),
    now: fastify.clock.now(),
    language: requestLanguage(request),
    baseUrl: requestBaseUrl(request),
    memberId: (await optionalMember(request))?.id ?? null,
  });

  fastify.relay.register({
    name: 'MCSFE_getPromotions',
    methods: ['GET'],
    guards: PROMO_GUARDS,
    schema: { querystring: PromotionsQuery, response: PromotionList },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const category = query.category || undefined;
      return listPromotions(fastify.db, brand.id, category, await context(request));
    },
  });

  fastify.relay.register({
    name: 'MCSFE_getPromotionDetail',
    methods: ['GET'],
    guards: PROMO_GUARDS,
    schema: { querystring: PromotionDetailQuery, response: PromotionDetail },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      return promotionDetail(fastify.db, brand.id, query.id, await context(request));
    },
  });

  fastify.relay.register({
    name: 'MCSFE_applyActivity',
    methods: ['POST'],
    guards: { ...PROMO_GUARDS, realAccount: true },
    bodyLimit: APPLY_BODY_LIMIT,
    // multipart/form-data: fields promotionId, comment; file parts (any field name) are images.
    multipart: ({ fields, files }) => ({
      ...fields,
      images: files.map(({ name, contentType, dataBase64 }) => ({ name, contentType, dataBase64 })),
    }),
    // Length (≤ 140) and count (≤ 3) are checked in the service for precise errors.
    schema: { body: ApplyBody, response: ApplyResult },
    async handle(request, { body }) {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      const input: ApplyInput = {
        promotionId: body.promotionId,
        comment: body.comment ?? '',
        images: body.images ?? [],
      };
      return applyActivity(
        fastify.db,
        brand.id,
        account.id,
        input,
        fastify.clock.now(),
        requestBaseUrl(request),
      );
    },
  });

  fastify.relay.register({
    name: 'MCS2_claimRafflePromotion',
    methods: ['POST'],
    guards: { ...PROMO_GUARDS, realAccount: true },
    schema: { body: ClaimBody, response: Claimed },
    async handle(request, { body }) {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return claimPromotion(
        fastify.db,
        brand.id,
        account.id,
        body.promotionId,
        fastify.clock.now(),
        rewardsConfigOf(brand),
        rafflesOf(brand),
      );
    },
  });

  // An uploaded application image, only for its owner (fetch with the token, then a blob URL).
  fastify.get<{ Params: { id: string } }>(
    '/assets/applications/:id',
    {
      config: { brand: true, auth: true },
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
        },
      },
    },
    async (request, reply) => {
      const { account } = await request.requireMember();
      const image = await ownedImage(fastify.db, account.id, request.params.id);
      if (!image) throw errors.notFound('Image');
      return sendPrivateImage(reply, {
        fileName: image.file_name,
        contentType: image.content_type,
        data: image.data,
      });
    },
  );

  // Generated promotion artwork (same generator as the banners).
  fastify.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/assets/promotions/:id.svg',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
        },
        querystring: artworkLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const art = await promotionArt(fastify.db, request.params.id, artworkLanguage(request.query));
      if (!art) throw errors.notFound('Promotion');
      return sendSvgArtwork(reply, renderBannerSvg(art), 'daily');
    },
  );
};
