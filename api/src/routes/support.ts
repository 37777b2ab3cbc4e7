import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerServiceLinks, FeedbackBody, FeedbackSent, VipServiceLink } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { htmlPageHeaders, newNonce } from '../http/htmlPage.js';
import { merchantCodeSchema, okResponse } from '../http/schemas.js';
import { optionalMember } from '../plugins/auth.js';
import { escapeXml } from '../services/content/bannerArt.js';
import { isModuleEnabled } from '../services/brands/brandRepository.js';
import { hasVipService } from '../services/content/vipService.js';
import { encryptCustomerServicePath } from '../services/content/customerServicePath.js';
import { renderChatPage } from '../services/content/chatPage.js';
import { submitFeedback } from '../services/content/feedbackService.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';
import { errors } from '../errors.js';

/** Customer-service link type of the chat (spec §3). */
export const CS_CHAT_TYPE = 3;

/** Customer service link, chat-intake page and feedback (issue 4; spec §3, §5, §7). */
export const supportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.relay.register({
    name: 'MCSFE_getCustomerService',
    methods: ['GET'],
    guards: { gate: true },
    schema: { response: CustomerServiceLinks },
    async handle(request, _input, reply) {
      const brand = await request.requireBrand();
      reply.header('cache-control', 'no-store');
      const chatUrl = `${requestBaseUrl(request)}/chat/${brand.merchantCode}`;
      return {
        version: {
          pathList: [{ type: CS_CHAT_TYPE, path: encryptCustomerServicePath(chatUrl) }],
        },
      };
    },
  });

  // Spec §6, §9: the VIP desk for members of rank level 5 and above, on the level they hold now
  // (raised where deposits and bets settle); the brand's own VIP link, else the chat page's desk.
  fastify.relay.register({
    name: 'MCSFE_getVipService',
    methods: ['GET'],
    guards: { gate: true, auth: true },
    schema: { response: VipServiceLink },
    async handle(request, _input, reply) {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      reply.header('cache-control', 'no-store');
      // The level as stored now (a settlement may have raised it since the session was cached).
      const now = await fastify.db
        .selectFrom('accounts')
        .select(['is_agent', 'club_rank_level'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      const holder = { isAgent: now.is_agent, clubRankLevel: now.club_rank_level };
      if (!isModuleEnabled(brand, 'VIP') || !hasVipService(holder))
        return { available: false, path: null };
      const url =
        brand.config.vip?.serviceUrl ??
        `${requestBaseUrl(request)}/chat/${brand.merchantCode}?desk=vip`;
      return { available: true, path: encryptCustomerServicePath(url) };
    },
  });

  fastify.put(
    '/wps/feedback',
    {
      config: { brand: true, gate: true },
      schema: { body: FeedbackBody, response: okResponse(FeedbackSent) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const input = request.body;
      return ok(
        await submitFeedback(
          fastify.db,
          brand,
          {
            questionType: input.questionType,
            content: input.content,
            contact: input.contact ?? null,
            memberId: (await optionalMember(request))?.id ?? null,
            clientIp: request.clientIp(),
          },
          fastify.clock.now(),
        ),
      );
    },
  );

  // The chat-intake page behind the customer-service link (a real page, not enveloped).
  fastify.get<{ Params: { merchantCode: string }; Querystring: { desk?: 'vip' } }>(
    '/chat/:merchantCode',
    {
      schema: {
        params: { type: 'object', properties: { merchantCode: merchantCodeSchema } },
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', enum: ['bn', 'en'] },
            desk: { type: 'string', enum: ['vip'] },
          },
        },
      },
    },
    async (request, reply) => {
      const brand = await fastify.brands.byCode(request.params.merchantCode);
      if (!brand) throw errors.brandNotFound();
      const nonce = newNonce();
      return htmlPageHeaders(reply, nonce).send(
        renderChatPage({
          brandName: escapeXml(brand.name),
          merchantCode: escapeXml(brand.merchantCode),
          language: requestLanguage(request),
          nonce,
          minWords: brand.config.feedback?.minWords ?? 5,
          vipDesk: request.query.desk === 'vip',
        }),
      );
    },
  );
};
